import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UNAVAILABLE_REPLY } from '../../domain/assistant/texts';
import { systemLogs } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { aiConfig, ask, askStreamed } from './testing/assistant-calls';
import {
  startChatCompletionsStub,
  type ChatCompletionsStub,
} from './testing/chat-completions-stub';

const KEY = 'sk-test-4f1c9e2b7a';

let stub: ChatCompletionsStub;
let t: TestApp;
let cookie: string;
let userId: string;
beforeAll(async () => {
  stub = await startChatCompletionsStub();
  t = await createTestApp({
    ai: aiConfig({ apiKey: KEY, baseUrl: stub.url, model: 'stub-model', timeoutMs: 400 }),
  });
  const me = await signUp(t.app);
  cookie = me.cookie;
  userId = me.user.id;
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(() => stub.behave({ kind: 'reply', pieces: ['Hello', ' from the stub.'] }));

describe('talking to the AI service', () => {
  it('names the connected model', async () => {
    const res = await t.app.inject({ url: '/api/ai-assistant/status', headers: { cookie } });
    expect(res.json()).toEqual({ configured: true, model: 'stub-model', allowance: null });
  });

  it('sends the key as a bearer token and answers {response}', async () => {
    const res = await ask(t.app, cookie, { message: 'What is a living trust?' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      response: 'Hello from the stub.',
      conversationId: expect.any(String),
    });
    const sent = stub.requests.at(-1)!;
    expect(sent.path).toBe('/chat/completions');
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({ model: 'stub-model', stream: false });
    expect(sent.body.messages?.at(-1)).toEqual({
      role: 'user',
      content: 'What is a living trust?',
    });
  });

  it('streams the pieces as events, then the whole reply', async () => {
    const { res, events, done } = await askStreamed(t.app, cookie, { message: 'Hi there' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(stub.requests.at(-1)!.body.stream).toBe(true);
    expect(events.map((e) => e.event)).toEqual(['conversation', 'delta', 'delta', 'done']);
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual([
      'Hello',
      ' from the stub.',
    ]);
    expect(done).toEqual({
      response: 'Hello from the stub.',
      conversationId: events[0].data.conversationId,
    });
  });

  it('sends earlier exchanges of the conversation with a follow-up', async () => {
    const first = (await ask(t.app, cookie, { message: 'First question' })).json();
    await ask(t.app, cookie, { message: 'Second question', conversationId: first.conversationId });
    const roles = stub.requests.at(-1)!.body.messages!.map((m) => `${m.role}:${m.content}`);
    expect(roles.slice(1)).toEqual([
      'user:First question',
      'assistant:Hello from the stub.',
      'user:Second question',
    ]);
  });
});

describe('when the service fails', () => {
  const cases = [
    ['a 500 answer', { kind: 'status', status: 500 }, 'the service answered 500'],
    ['a timeout', { kind: 'hang' }, 'no answer within 400 ms'],
    ['an empty reply', { kind: 'empty' }, 'the service sent an empty reply'],
  ] as const;

  it.each(cases)(
    '%s gives the spec’s message and a log entry with the cause',
    async (_n, behaviour, cause) => {
      stub.behave(behaviour);
      const plain = await ask(t.app, cookie, { message: 'Anything' });
      expect(plain.statusCode).toBe(200);
      expect(plain.json().response).toBe(UNAVAILABLE_REPLY);
      const streamed = await askStreamed(t.app, cookie, { message: 'Anything' });
      expect(streamed.done?.response).toBe(UNAVAILABLE_REPLY);

      const logs = await t.context.db
        .select()
        .from(systemLogs)
        .where(eq(systemLogs.action, 'ai.failure'));
      const mine = logs.filter((l) => l.message.includes(cause));
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine.every((l) => l.userId === userId && l.level === 'warning')).toBe(true);
      expect(JSON.stringify(logs)).not.toContain(KEY);
      expect(JSON.stringify(logs)).not.toMatch(/at .*\.ts:\d+/); // no stack trace
    },
  );

  it('a service that cannot be reached gives the same message', async () => {
    const dead = await createTestApp({
      ai: aiConfig({ apiKey: KEY, baseUrl: 'http://127.0.0.1:9' }),
    });
    try {
      const me = await signUp(dead.app);
      const res = await ask(dead.app, me.cookie, { message: 'Hello?' });
      expect(res.json().response).toBe(UNAVAILABLE_REPLY);
      const [log] = await dead.context.db
        .select()
        .from(systemLogs)
        .where(eq(systemLogs.action, 'ai.failure'));
      expect(log.message).toContain('network error');
    } finally {
      await dead.close();
    }
  });
});

it('streams to a real HTTP client as the pieces arrive', async () => {
  let release!: () => void;
  stub.behave({
    kind: 'reply',
    pieces: ['First piece', ', second piece.'],
    gates: [undefined, new Promise((r) => (release = r))],
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const res = await fetch(`${address}/api/ai-assistant/stream`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'Stream please' }),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  // The first piece reaches the client while the service still holds the second one back.
  while (!seen.includes('First piece'))
    seen += decoder.decode((await reader.read()).value, { stream: true });
  expect(seen).not.toContain('second piece');
  release();
  for (let r = await reader.read(); !r.done; r = await reader.read())
    seen += decoder.decode(r.value, { stream: true });
  expect(seen).toContain('"response":"First piece, second piece."');
});
