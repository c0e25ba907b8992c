import { createSseParser } from '../../domain/assistant/sse';
import type { AiConfig } from '../config';

/** One turn of the prompt, in the chat-completions protocol's words. */
export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The service's reply, or why there is none (a short cause for the log: never the key). */
export type AiResult = { ok: true; text: string } | { ok: false; cause: string };

interface Choice {
  delta?: { content?: unknown };
  message?: { content?: unknown };
}

const contentOf = (body: unknown, part: 'delta' | 'message'): string => {
  const choice = (body as { choices?: Choice[] } | null)?.choices?.[0];
  const content = choice?.[part]?.content;
  return typeof content === 'string' ? content : '';
};

/**
 * Asks an OpenAI-compatible service (`POST {baseUrl}/chat/completions`, bearer key). With
 * `onDelta` it asks for a stream and hands over each piece as it arrives; the timeout then
 * counts from the last piece, so a long answer that keeps flowing is not cut off.
 */
export async function askAiService(
  config: AiConfig,
  messages: ChatTurn[],
  options: { onDelta?: (text: string) => void; signal?: AbortSignal } = {},
): Promise<AiResult> {
  if (!config.apiKey) return { ok: false, cause: 'not configured' };
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
  };
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);
  restartTimer();
  const stream = Boolean(options.onDelta);
  try {
    const res = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        'content-type': 'application/json',
        accept: stream ? 'text/event-stream' : 'application/json',
      },
      body: JSON.stringify({ model: config.model, messages, stream }),
      signal: controller.signal,
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      return { ok: false, cause: `the service answered ${res.status}` };
    }
    const isStream = (res.headers.get('content-type') ?? '').includes('text/event-stream');
    const text = isStream
      ? await readStream(res, options.onDelta ?? (() => {}), restartTimer)
      : contentOf(await res.json(), 'message');
    if (!text.trim()) return { ok: false, cause: 'the service sent an empty reply' };
    if (!isStream) options.onDelta?.(text);
    return { ok: true, text };
  } catch (err) {
    if (timedOut) return { ok: false, cause: `no answer within ${config.timeoutMs} ms` };
    if (options.signal?.aborted) return { ok: false, cause: 'the client went away' };
    if (err instanceof SyntaxError) return { ok: false, cause: 'the reply was not valid JSON' };
    // fetch's own message plus the socket's code (ECONNREFUSED...); no headers, so no key.
    const code = (err as { cause?: { code?: unknown } }).cause?.code;
    return {
      ok: false,
      cause: `network error: ${(err as Error).message}${typeof code === 'string' ? ` (${code})` : ''}`,
    };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/** Reads `data:` lines until `[DONE]` or the end, passing each content piece on. */
async function readStream(
  res: Response,
  onDelta: (text: string) => void,
  onActivity: () => void,
): Promise<string> {
  if (!res.body) return '';
  const parser = createSseParser();
  const decoder = new TextDecoder();
  const reader = res.body.getReader();
  let text = '';
  const take = (events: { data: string }[]): boolean => {
    for (const { data } of events) {
      if (data.trim() === '[DONE]') return true;
      const body = JSON.parse(data) as unknown;
      // Some services repeat the whole message in a final chunk instead of a delta.
      const piece = contentOf(body, 'delta') || (text ? '' : contentOf(body, 'message'));
      if (piece) {
        text += piece;
        onDelta(piece);
      }
    }
    return false;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      take(parser.push(decoder.decode()).concat(parser.end()));
      return text;
    }
    onActivity();
    if (take(parser.push(decoder.decode(value, { stream: true })))) {
      await reader.cancel().catch(() => {});
      return text;
    }
  }
}
