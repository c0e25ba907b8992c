import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '../../domain/assistant/api';
import { aiConversations, aiMessages, users } from '../db/schema';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { aiConfig, ask, askStreamed } from './testing/assistant-calls';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  // No AI service: the conversation machinery is the same either way.
  t = await createTestApp({ ai: aiConfig({ messagesPerMinute: 1000 }) });
  alice = (await signUp(t.app)).cookie;
  bob = (await signUp(t.app)).cookie;
});
afterAll(() => t.close());

describe('conversations', () => {
  it('keeps, lists, reopens and deletes a user’s conversations', async () => {
    const first = (await ask(t.app, alice, { message: 'What is probate, in a few words?' })).json();
    await ask(t.app, alice, { message: 'Follow-up', conversationId: first.conversationId });
    const second = await askStreamed(t.app, alice, { message: 'Another topic' });

    const list = (await request(t.app, alice).get('/api/ai-assistant/conversations')).json();
    expect(list.map((c: { title: string }) => c.title)).toEqual([
      'Another topic',
      'What is probate, in a few words?',
    ]);

    const opened = (
      await request(t.app, alice).get(`/api/ai-assistant/conversations/${first.conversationId}`)
    ).json();
    expect(
      opened.messages.map((m: { sender: string; content: string }) => [
        m.sender,
        m.content.slice(0, 20),
      ]),
    ).toEqual([
      ['user', 'What is probate, in '],
      ['ai', first.response.slice(0, 20)],
      ['user', 'Follow-up'],
      ['ai', first.response.slice(0, 20)],
    ]);
    expect(Date.parse(opened.messages[0].timestamp)).toBeLessThan(
      Date.parse(opened.messages[1].timestamp),
    );

    const id = second.done!.conversationId;
    expect(
      (await request(t.app, alice).delete(`/api/ai-assistant/conversations/${id}`)).statusCode,
    ).toBe(204);
    expect(
      (await request(t.app, alice).get(`/api/ai-assistant/conversations/${id}`)).statusCode,
    ).toBe(404);
    expect(
      (await t.context.db.select().from(aiMessages).where(eq(aiMessages.conversationId, id)))
        .length,
    ).toBe(0);
  });

  it('stores titles and messages encrypted', async () => {
    const secret = 'my safe combination is 31-14-15';
    const { conversationId } = (await ask(t.app, alice, { message: secret })).json();
    const [conv] = await t.context.db
      .select()
      .from(aiConversations)
      .where(eq(aiConversations.id, conversationId));
    const msgs = await t.context.db
      .select()
      .from(aiMessages)
      .where(eq(aiMessages.conversationId, conversationId));
    expect(conv.sealed).toMatch(/^v1\./);
    for (const m of msgs) expect(m.sealed).toMatch(/^v1\./);
    expect(JSON.stringify([conv, msgs])).not.toContain('31-14-15');
  });

  it('never shows, continues or deletes another user’s conversation', async () => {
    const { conversationId } = (await ask(t.app, alice, { message: 'Private' })).json();
    expect(
      (await request(t.app, bob).get(`/api/ai-assistant/conversations/${conversationId}`))
        .statusCode,
    ).toBe(404);
    const cont = await ask(t.app, bob, { message: 'Hijack', conversationId });
    expect(cont.statusCode).toBe(404);
    expect(cont.json().message).toBe('No such conversation');
    const del = await request(t.app, bob).delete(
      `/api/ai-assistant/conversations/${conversationId}`,
    );
    expect(del.statusCode).toBe(404);
    expect((await request(t.app, bob).get('/api/ai-assistant/conversations')).json()).toEqual([]);
  });
});

describe('limits and bad input', () => {
  it('refuses signed-out callers', async () => {
    for (const res of [
      await ask(t.app, '', { message: 'hi' }),
      await request(t.app).get('/api/ai-assistant/status'),
      await request(t.app).get('/api/ai-assistant/conversations'),
    ])
      expect(res.statusCode).toBe(401);
  });

  it('caps message length with a clear 400, and refuses blank messages', async () => {
    const long = await ask(t.app, alice, { message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(
      `message: Messages can be at most ${MAX_MESSAGE_LENGTH} characters long.`,
    );
    const blank = await askStreamed(t.app, alice, { message: '   ' });
    expect(blank.res.statusCode).toBe(400);
    expect(blank.res.json().message).toBe('message: Type a message first.');
  });

  it('rate-limits each user with 429 and a message', async () => {
    const limited = await createTestApp({ ai: aiConfig({ messagesPerMinute: 3 }) });
    try {
      const a = (await signUp(limited.app)).cookie;
      const b = (await signUp(limited.app)).cookie;
      for (let i = 0; i < 3; i++)
        expect((await ask(limited.app, a, { message: `q${i}` })).statusCode).toBe(200);
      const refused = await askStreamed(limited.app, a, { message: 'one more' });
      expect(refused.res.statusCode).toBe(429);
      expect(refused.res.json().message).toMatch(
        /^You are sending messages too quickly\. Please wait \d+ seconds/,
      );
      expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask(limited.app, b, { message: 'other user' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('applies the plan’s daily allowance when billing is configured', async () => {
    const billed = await createTestApp({ ai: aiConfig({ planAllowances: true }) });
    try {
      const me = await signUp(billed.app);
      const status = await request(billed.app, me.cookie).get('/api/ai-assistant/status');
      expect(status.json().allowance).toEqual({ limit: 20, used: 0 });
      for (let i = 0; i < 20; i++)
        expect((await ask(billed.app, me.cookie, { message: `q${i}` })).statusCode).toBe(200);
      const over = await ask(billed.app, me.cookie, { message: 'q21' });
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(
        'You have used all 20 AI assistant messages your plan includes today. The allowance renews at midnight UTC.',
      );
      // A lapsed trial has no allowance at all.
      await billed.context.db
        .update(users)
        .set({ trialEndsAt: new Date(Date.now() - 1000) })
        .where(eq(users.id, me.user.id));
      const lapsed = await request(billed.app, me.cookie).get('/api/ai-assistant/status');
      expect(lapsed.json().allowance).toEqual({ limit: 0, used: 20 });
      const refused = await ask(billed.app, me.cookie, { message: 'still there?' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/^Your plan does not include AI assistant messages/);
    } finally {
      await billed.close();
    }
  });
});
