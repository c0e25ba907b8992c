import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  askAnswerSchema,
  askSchema,
  assistantStatusSchema,
  conversationSchema,
  conversationSummarySchema,
} from '../../domain/assistant/api';
import { formatSseEvent } from '../../domain/assistant/sse';
import { UNAVAILABLE_REPLY } from '../../domain/assistant/texts';
import { audit } from '../audit/audit-log';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { dailyAllowance } from './allowance';
import { prepareAsk } from './ask';
import { conversationStore } from './conversation-store';

const idParams = z.object({ id: z.uuid('Conversation id must be a UUID') });
const MINUTE = 60_000;

/**
 * The AI assistant: ask (plain JSON or streamed as server-sent events), the status behind the
 * screen's badge, and the user's kept conversations (list, reopen, delete).
 */
export function assistantRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const store = conversationStore(ctx.db, ctx.keys);
    // Signed-out callers get 401 before their body is even validated.
    app.addHook('preValidation', requireUser);

    const perUser = app.createRateLimit({
      max: ctx.config.ai.messagesPerMinute,
      timeWindow: MINUTE,
      keyGenerator: (req) => `ai-assistant:user:${req.currentUser?.id ?? req.ip}`,
    });
    // Runs after validation, so a refused (400) message does not use up the limit.
    const rateLimit = async (request: FastifyRequest) => {
      const result = await perUser(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, Math.ceil(result.ttl / 1000));
        throw new HttpError(
          429,
          `You are sending messages too quickly. Please wait ${seconds} seconds and try again.`,
          { 'retry-after': String(seconds) },
        );
      }
    };

    app.get(
      '/ai-assistant/status',
      { schema: { response: { 200: assistantStatusSchema } } },
      async (request) => ({
        configured: Boolean(ctx.config.ai.apiKey),
        model: ctx.config.ai.apiKey ? ctx.config.ai.model : null,
        allowance: await dailyAllowance(ctx, store, signedInUser(request)),
      }),
    );

    app.post(
      '/ai-assistant',
      { preHandler: rateLimit, schema: { body: askSchema, response: { 200: askAnswerSchema } } },
      async (request) => {
        const ask = await prepareAsk(ctx, store, request, request.body);
        return { response: await ask.answer(), conversationId: ask.conversationId };
      },
    );

    app.post(
      '/ai-assistant/stream',
      { preHandler: rateLimit, schema: { body: askSchema } },
      async (request, reply) => {
        const ask = await prepareAsk(ctx, store, request, request.body);
        const { conversationId } = ask;
        const stream = new PassThrough();
        const send = (event: string, data: unknown) => {
          if (!stream.writableEnded) stream.write(formatSseEvent(event, data));
        };
        // A reader who leaves stops the service's answer too (the reply is still kept).
        const leaving = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) leaving.abort();
        });
        send('conversation', { conversationId });
        void ask
          .answer({ onDelta: (text) => send('delta', { text }), signal: leaving.signal })
          .then((response) => send('done', { response, conversationId }))
          .catch((err: unknown) => {
            request.log.error({ err }, 'AI assistant: answering failed');
            send('done', { response: UNAVAILABLE_REPLY, conversationId });
          })
          .finally(() => stream.end());
        return reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no') // proxies must not hold the pieces back
          .send(stream);
      },
    );

    app.get(
      '/ai-assistant/conversations',
      { schema: { response: { 200: z.array(conversationSummarySchema) } } },
      async (request) => store.list(signedInUser(request).id),
    );

    app.get(
      '/ai-assistant/conversations/:id',
      { schema: { params: idParams, response: { 200: conversationSchema } } },
      async (request) => {
        const found = await store.get(signedInUser(request).id, request.params.id);
        if (!found) throw new HttpError(404, 'No such conversation');
        return found;
      },
    );

    app.delete(
      '/ai-assistant/conversations/:id',
      { schema: { params: idParams } },
      async (request, reply) => {
        if (!(await store.remove(signedInUser(request).id, request.params.id)))
          throw new HttpError(404, 'No such conversation');
        await audit(ctx.db, request, {
          action: 'ai.conversation.delete',
          message: 'Deleted an AI assistant conversation',
          targetKind: 'ai-conversation',
          targetId: request.params.id,
        });
        return reply.code(204).send();
      },
    );
  };
}
