import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY,
  CONFIRMATION_EMAILS_TO_ADDRESS_PER_DAY,
} from '../../domain/verified-addresses';
import { readOutbox } from '../testing/outbox';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

// Issue 40, finding 5: four address changes to a victim's address left the victim's own sign-up
// with no mail and "Send again" at 429. Counted per (address, account), under a higher ceiling
// for everyone else; the account holding the address never waits on the others.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof signUp>>;
const askFor = (a: Account, email: string) =>
  request(t.app, a.cookie).patch('/api/user', { email, currentPassword: a.input.password });
const mailedTo = (email: string) => readOutbox(t.dataDir).filter((m) => m.to === email);

describe('confirmation mail to one address, asked for by others', () => {
  it('strangers asking for the address never use up its own sign-up mail or "Send again"', async () => {
    const victim = `victim-${Date.now()}@example.com`;
    const stranger = await signUp(t.app);
    const answers = [];
    for (let i = 0; i <= CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY; i++)
      answers.push((await askFor(stranger, victim)).statusCode);
    // One account asking again and again stops at its own limit for that address.
    expect(answers).toEqual([...Array(CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY).fill(200), 429]);

    // More strangers fill the address's overall ceiling: then nobody else gets a link mailed.
    let mailed = CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY;
    while (mailed < CONFIRMATION_EMAILS_TO_ADDRESS_PER_DAY) {
      const next = await signUp(t.app);
      expect((await askFor(next, victim)).statusCode).toBe(200);
      mailed++;
    }
    const late = await askFor(await signUp(t.app), victim);
    expect(late.statusCode).toBe(429);
    expect(late.json().message).toBe(ADDRESS_MESSAGES.addressFull);
    expect(mailedTo(victim)).toHaveLength(CONFIRMATION_EMAILS_TO_ADDRESS_PER_DAY);

    // The person who owns the mailbox signs up: their link arrives, and "Send again" works.
    const owner = await signUp(t.app, { email: victim });
    expect(mailedTo(victim).at(-1)!.text).toContain(`"${owner.input.username}" was created`);
    const again = await request(t.app, owner.cookie).post('/api/email-confirmation/send');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(ADDRESS_MESSAGES.sent(victim));
    expect(mailedTo(victim)).toHaveLength(CONFIRMATION_EMAILS_TO_ADDRESS_PER_DAY + 2);
  });
});
