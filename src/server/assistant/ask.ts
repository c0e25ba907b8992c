import type { FastifyRequest } from 'fastify';
import type { AskInput } from '../../domain/assistant/api';
import { conversationTitle } from '../../domain/assistant/api';
import { answerFromRecords, summaryForPrompt } from '../../domain/assistant/records-answers';
import { summariseRecords } from '../../domain/assistant/records-summary';
import {
  GENERAL_ADVICE_NOTE,
  NOT_CONFIGURED_REPLY,
  UNAVAILABLE_REPLY,
} from '../../domain/assistant/texts';
import { audit } from '../audit/audit-log';
import { signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { askAiService } from './ai-client';
import { checkDailyAllowance } from './allowance';
import type { ConversationStore, ReplySource } from './conversation-store';
import { buildPrompt, HISTORY_PAIRS } from './prompt';
import { loadRecordsSnapshot } from './records-snapshot';

/** A question accepted and stored, ready to be answered (streamed or not). */
export interface PreparedAsk {
  conversationId: string;
  /** Produces the reply (pieces go to `onDelta` as they arrive), stores it and returns it. */
  answer(options?: { onDelta?: (text: string) => void; signal?: AbortSignal }): Promise<string>;
}

const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Checks the allowance, finds or starts the conversation and stores the question. Everything
 * that can refuse the request (404, 429) happens here, before any answer starts streaming.
 */
export async function prepareAsk(
  ctx: AppContext,
  store: ConversationStore,
  request: FastifyRequest,
  input: Required<Pick<AskInput, 'message'>> & AskInput,
): Promise<PreparedAsk> {
  const user = signedInUser(request);
  await ctx.keys.dataKeyFor(user.id); // load the key once, before any write
  await checkDailyAllowance(ctx, store, user);
  const message = input.message.trim();
  let conversationId = input.conversationId;
  if (conversationId && !(await store.owns(user.id, conversationId)))
    throw new HttpError(404, 'No such conversation');
  const history = conversationId
    ? await store.messages(user.id, conversationId, HISTORY_PAIRS * 4)
    : [];
  if (!conversationId) {
    conversationId = await store.create(user.id, conversationTitle(message));
    await audit(ctx.db, request, {
      action: 'ai.conversation.create',
      message: 'Started an AI assistant conversation',
      targetKind: 'ai-conversation',
      targetId: conversationId,
    });
  }
  const askedAt = new Date();
  await store.add(user.id, conversationId, 'user', message, { at: askedAt });
  const id = conversationId;
  const consent = input.useMyRecords === true;

  async function reply(onDelta?: (text: string) => void, signal?: AbortSignal) {
    const ai = ctx.config.ai;
    const today = new Date();
    const needsRecords = consent || !ai.apiKey;
    const summary = needsRecords
      ? summariseRecords(await loadRecordsSnapshot(ctx, user.id), today)
      : null;
    if (!ai.apiKey) {
      // No service: answer what the records alone can answer, and say what needs the service.
      const local = summary ? answerFromRecords(message, summary) : null;
      const text = local ? `${local}\n\n${GENERAL_ADVICE_NOTE}` : NOT_CONFIGURED_REPLY;
      onDelta?.(text);
      return { text, source: (local ? 'records' : 'notice') as ReplySource };
    }
    const prompt = buildPrompt(
      message,
      history,
      consent && summary ? summaryForPrompt(summary, localDay(today)) : null,
    );
    const result = await askAiService(ai, prompt, { onDelta, signal });
    if (result.ok)
      return { text: result.text, source: (consent ? 'model+records' : 'model') as ReplySource };
    request.log.warn({ cause: result.cause }, 'AI assistant: the AI service gave no answer');
    await audit(ctx.db, request, {
      action: 'ai.failure',
      level: 'warning',
      message: `AI service gave no answer: ${result.cause}`,
      targetKind: 'ai-conversation',
      targetId: id,
    });
    return { text: UNAVAILABLE_REPLY, source: 'notice' as ReplySource };
  }

  return {
    conversationId: id,
    async answer(options = {}) {
      const { text, source } = await reply(options.onDelta, options.signal);
      // The reply sorts after its question even when both land in the same millisecond.
      const at = new Date(Math.max(Date.now(), askedAt.getTime() + 1));
      await store.add(user.id, id, 'ai', text, { source, at });
      return text;
    },
  };
}
