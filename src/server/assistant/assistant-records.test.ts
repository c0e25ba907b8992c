import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_KINDS, isSealed, type RecordKind } from '../../domain/records';
import { sampleRecord } from '../testing/record-samples';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { aiConfig, ask } from './testing/assistant-calls';
import {
  startChatCompletionsStub,
  type ChatCompletionsStub,
} from './testing/chat-completions-stub';

const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Record values that may reach the prompt (titles), per kind; every other typed text must not. */
const SHAREABLE: Record<string, string[]> = {
  'estate-checklist-items': ['title'],
  'important-dates': ['title'],
};

let stub: ChatCompletionsStub;
let t: TestApp;
let cookie: string;
const secrets: string[] = [];

beforeAll(async () => {
  stub = await startChatCompletionsStub();
  t = await createTestApp({ ai: aiConfig({ apiKey: 'k', baseUrl: stub.url }) });
  cookie = (await signUp(t.app)).cookie;
  // One full record of every kind; amounts and dates set so the summary has something to say.
  const overrides: Record<string, Record<string, unknown>> = {
    'bank-accounts': {
      currentBalance: '25000.00',
      accountNumber: '987654321012',
      routingNumber: '021000021',
    },
    'investment-accounts': { currentValue: '175000.00' },
    // No mortgage typed on the house: the one debt is the 100,000 below (decision 028).
    'real-estate': { currentValue: '400000.00', mortgageBalance: null },
    'business-interests': { estimatedValue: '0.00' },
    'debts-liabilities': { currentBalance: '100000.00' },
    'family-members': { ssn: '078-05-1120' },
    'estate-checklist-items': { title: 'Sign the updated will', isCompleted: false, priority: 1 },
    'important-dates': { title: 'Life policy renewal', eventDate: inDays(3), isRecurring: false },
  };
  for (const kind of RECORD_KINDS as readonly RecordKind[]) {
    const body = { ...sampleRecord(kind, 'zq'), ...overrides[kind.key] };
    if (kind.key === 'documents') delete body.filePath;
    const res = await t.app.inject({
      method: 'POST',
      url: kind.apiPaths[0],
      headers: { cookie },
      payload: body,
    });
    expect(res.statusCode, `${kind.key}: ${res.body}`).toBe(201);
    for (const [name, field] of Object.entries(kind.fields)) {
      const value = body[name];
      if (isSealed(field) && typeof value === 'string' && !SHAREABLE[kind.key]?.includes(name))
        secrets.push(value);
    }
  }
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe('grounding in the user’s records', () => {
  it('with consent off, no record data is in the prompt', async () => {
    await ask(t.app, cookie, { message: 'How am I doing?' });
    const prompt = stub.lastPrompt();
    for (const fact of ['$500,000', 'Sign the updated will', 'Life policy renewal', '25,000'])
      expect(prompt).not.toContain(fact);
    expect(prompt).toContain('Use my records to personalise answers');
  });

  it('with consent on, the summary is there and no SSN, number, name or note is', async () => {
    await ask(t.app, cookie, { message: 'How am I doing?', useMyRecords: true });
    const prompt = stub.lastPrompt();
    expect(prompt).toContain('Your net worth from your records is $500,000');
    expect(prompt).toContain('Sign the updated will (High Priority)');
    expect(prompt).toContain('Life policy renewal');
    expect(prompt).toContain('(in 3 days)');
    expect(prompt).toContain('federal estate tax is $0');
    expect(secrets.length).toBeGreaterThan(30);
    for (const secret of secrets) expect(prompt, secret).not.toContain(secret);
    for (const number of ['078-05-1120', '987654321012', '021000021'])
      expect(prompt).not.toContain(number);
  });

  it('does not send answers built on the records again once consent is off', async () => {
    const first = (
      await ask(t.app, cookie, { message: 'Summarise me', useMyRecords: true })
    ).json();
    stub.behave({ kind: 'reply', pieces: ['Your net worth is $500,000.'] });
    await ask(t.app, cookie, {
      message: 'And again',
      conversationId: first.conversationId,
      useMyRecords: true,
    });
    stub.behave({ kind: 'reply', pieces: ['General answer.'] });
    await ask(t.app, cookie, { message: 'Now generally', conversationId: first.conversationId });
    expect(stub.lastPrompt()).not.toContain('$500,000');
  });
});

describe('without an AI service', () => {
  let offline: TestApp;
  let me: string;
  beforeAll(async () => {
    offline = await createTestApp();
    me = (await signUp(offline.app)).cookie;
    await offline.app.inject({
      method: 'POST',
      url: '/api/bank-accounts',
      headers: { cookie: me },
      payload: { ...sampleRecord(RECORD_KINDS[1], 'b'), currentBalance: '1200.50' },
    });
  });
  afterAll(() => offline.close());

  it('shows the not-configured state and says so for general questions', async () => {
    const status = await offline.app.inject({
      url: '/api/ai-assistant/status',
      headers: { cookie: me },
    });
    expect(status.json()).toEqual({ configured: false, model: null, allowance: null });
    const res = await ask(offline.app, me, { message: 'Should I buy bonds?' });
    expect(res.json().response).toBe(
      'This site has not set up the AI service, so I cannot answer general questions; your administrator can set it up. I can still answer from your own records: your net worth, what is left on your checklist, your next important dates and your estate-tax estimate.',
    );
    expect(res.json().response).not.toContain('AI_API_KEY');
  });

  it('still answers from the records, and says general advice needs the service', async () => {
    const res = await ask(offline.app, me, { message: 'What is my current net worth?' });
    expect(res.json().response).toContain('Your net worth from your records is $1,201');
    expect(res.json().response).toContain(
      'General financial advice beyond your own records needs the AI service, which this site has not set up; your administrator can.',
    );
    const tax = await ask(offline.app, me, { message: 'What is my estimated federal estate tax?' });
    expect(tax.json().response).toContain('estimated federal estate tax is $0');
  });
});
