import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stub was asked: headers and the parsed JSON body. */
export interface StubRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
}

/** How the stub answers the next requests. */
export type StubBehaviour =
  /** A reply; streamed piece by piece when asked to stream, piece i waiting for `gates[i]`. */
  | { kind: 'reply'; pieces: string[]; gates?: (Promise<void> | undefined)[] }
  | { kind: 'status'; status: number }
  /** Accepts the request and never answers (a timeout). */
  | { kind: 'hang' }
  /** Answers OK with no text. */
  | { kind: 'empty' };

const chunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

/**
 * A local chat-completions service for tests: speaks the protocol plainly and streamed
 * (`data:` lines, then `[DONE]`) and records every request it receives.
 */
export async function startChatCompletionsStub() {
  const requests: StubRequest[] = [];
  let behaviour: StubBehaviour = { kind: 'reply', pieces: ['Hello', ' from the stub.'] };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString('utf8')));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as StubRequest['body'];
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      void answer(body.stream === true, res);
    });
  });

  async function answer(stream: boolean, res: http.ServerResponse) {
    const b = behaviour;
    if (b.kind === 'hang') return;
    if (b.kind === 'status') {
      res.writeHead(b.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'stub failure' } }));
      return;
    }
    const pieces = b.kind === 'empty' ? [] : b.pieces;
    if (!stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      const content = pieces.join('');
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const [i, piece] of pieces.entries()) {
      if (b.kind === 'reply') await b.gates?.[i];
      res.write(chunk(piece));
    }
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base URL to configure as AI_BASE_URL. */
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Sets how the next requests are answered. */
    behave(next: StubBehaviour) {
      behaviour = next;
    },
    /** The prompt of the last request, every message's content joined. */
    lastPrompt(): string {
      const last = requests[requests.length - 1];
      return (last?.body.messages ?? []).map((m) => `${m.role}: ${m.content}`).join('\n');
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ChatCompletionsStub = Awaited<ReturnType<typeof startChatCompletionsStub>>;
