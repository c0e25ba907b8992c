import type { FastifyInstance } from 'fastify';
import { createSseParser, type SseEvent } from '../../../domain/assistant/sse';
import { loadConfig, type AiConfig } from '../../config';

/** AI settings for a test: the defaults with these changes (a high per-minute limit). */
export function aiConfig(changes: Partial<AiConfig> = {}): AiConfig {
  return { ...loadConfig({}).ai, messagesPerMinute: 1000, ...changes };
}

/** Test helper: POST /api/ai-assistant as a signed-in user. */
export function ask(app: FastifyInstance, cookie: string, payload: object) {
  return app.inject({ method: 'POST', url: '/api/ai-assistant', headers: { cookie }, payload });
}

/** Test helper: POST /api/ai-assistant/stream; the answer's status, headers and parsed events. */
export async function askStreamed(app: FastifyInstance, cookie: string, payload: object) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ai-assistant/stream',
    headers: { cookie, accept: 'text/event-stream' },
    payload,
  });
  const parser = createSseParser();
  const events: SseEvent[] = [...parser.push(res.body), ...parser.end()];
  const parsed = events.map((e) => ({
    event: e.event,
    data: JSON.parse(e.data) as Record<string, string>,
  }));
  const done = parsed.find((e) => e.event === 'done')?.data;
  return { res, events: parsed, done };
}
