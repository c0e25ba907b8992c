import type { AskAnswer, AskInput } from '../../../../domain/assistant/api';
import { createSseParser } from '../../../../domain/assistant/sse';
import { apiRequest } from '../../../lib/api';

/** What the caller hears while an answer streams in. */
export interface StreamHandlers {
  /** The conversation the question went into (a new one when none was given). */
  onConversation(conversationId: string): void;
  /** A piece of the reply, as it arrives. */
  onDelta(text: string): void;
}

/**
 * Asks through POST /api/ai-assistant/stream and reads its server-sent events. Resolves with the
 * whole reply from the `done` event; a refused request throws ApiError (400, 404, 429...), and a
 * stream that ends without `done` throws, which the screen shows as the failure message.
 */
export async function streamAsk(input: AskInput, handlers: StreamHandlers): Promise<AskAnswer> {
  const res = await apiRequest('POST', '/api/ai-assistant/stream', input);
  if (!res.body) throw new Error('The answer could not be read');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let answer: AskAnswer | null = null;
  const handle = (events: { event: string; data: string }[]) => {
    for (const { event, data } of events) {
      const body = JSON.parse(data) as Record<string, string>;
      if (event === 'conversation') handlers.onConversation(body.conversationId);
      else if (event === 'delta') handlers.onDelta(body.text ?? '');
      else if (event === 'done') answer = body as unknown as AskAnswer;
    }
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    handle(parser.push(decoder.decode(value, { stream: true })));
  }
  handle(parser.push(decoder.decode()).concat(parser.end()));
  if (!answer) throw new Error('The answer ended early');
  return answer;
}
