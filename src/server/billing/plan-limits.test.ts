import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { request } from '../testing/request';
import { createTestApp, signUp } from '../testing/test-app';
import { createBillingTestApp } from './testing/billing-test-app';

let t: Awaited<ReturnType<typeof createBillingTestApp>>;
beforeAll(async () => {
  t = await createBillingTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** The file every upload here sends. */
const WILL = { filename: 'will.pdf', content: PDF, type: 'application/pdf' };

const member = (i: number) => ({ name: `Person ${i}`, relationship: 'Child' });
const doc = (i: number) => ({ title: `Document ${i}`, category: 'Legal' });

async function subscriber(planKey: string) {
  const signed = await signUp(t.app);
  await t.setUser(signed.user.id, {
    planKey,
    subscriptionStatus: 'active',
    billingInterval: 'month',
    currentPeriodEnd: new Date(Date.now() + 20 * DAY),
  });
  return signed;
}

describe('plan limits (billing configured)', () => {
  it('allows exactly the plan’s family members, then answers 403 naming the plan that lifts it', async () => {
    const { cookie } = await subscriber('essential_individual');
    for (const i of [1, 2])
      expect((await request(t.app, cookie).post('/api/family-members', member(i))).statusCode).toBe(
        201,
      );
    const third = await request(t.app, cookie).post('/api/family-members', member(3));
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe(
      'Your Individual Essential plan allows up to 2 family members. Upgrade to Family Essential for up to 5 family members.',
    );
    const list = await request(t.app, cookie).get('/api/family-members');
    expect(list.json()).toHaveLength(2);
    // Editing within the limit still works.
    const [first] = list.json();
    expect(
      (await request(t.app, cookie).patch(`/api/family-members/${first.id}`, { name: 'Renamed' }))
        .statusCode,
    ).toBe(200);
  });

  it('allows exactly 50 documents on Individual Essential, not 51', async () => {
    const { cookie } = await subscriber('essential_individual');
    for (let i = 1; i <= 50; i++) {
      const res = await request(t.app, cookie).post('/api/documents', doc(i));
      expect(res.statusCode).toBe(201);
    }
    const over = await request(t.app, cookie).post('/api/documents', doc(51));
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(
      'Your Individual Essential plan allows up to 50 documents. Upgrade to Family Essential for up to 200 documents.',
    );
    expect((await request(t.app, cookie).get('/api/documents')).json()).toHaveLength(50);
  });

  it('names unlimited plans as such, and a trial or Family Premium has no limit', async () => {
    const complete = await subscriber('complete_family');
    for (let i = 1; i <= 15; i++)
      await request(t.app, complete.cookie).post('/api/family-members', member(i));
    const over = await request(t.app, complete.cookie).post('/api/family-members', member(16));
    expect(over.json().message).toBe(
      'Your Family Complete plan allows up to 15 family members. Upgrade to Family Premium for unlimited family members.',
    );
    const trial = await signUp(t.app);
    for (let i = 1; i <= 3; i++)
      expect(
        (await request(t.app, trial.cookie).post('/api/family-members', member(i))).statusCode,
      ).toBe(201);
  });
});

describe('read-only after a lapse (billing configured)', () => {
  it('refuses writes and uploads but keeps every read, report and account setting', async () => {
    const { cookie, user } = await signUp(t.app);
    const created = await request(t.app, cookie).post('/api/family-members', member(1));
    const uploaded = (await request(t.app, cookie).upload(WILL)).json();
    await t.setUser(user.id, { trialEndsAt: new Date(Date.now() - DAY) });

    const message =
      'Your free trial has ended, so your records are read-only. You can still view, export and print everything. Choose a plan on the Pricing page to make changes again.';
    const writes = [
      await request(t.app, cookie).post('/api/family-members', member(2)),
      await request(t.app, cookie).patch(`/api/family-members/${created.json().id}`, {
        name: 'New name',
      }),
      await request(t.app, cookie).delete(`/api/family-members/${created.json().id}`),
      await request(t.app, cookie).post('/api/professional-contacts', {
        name: 'Ann Lee',
        profession: 'Attorney',
      }),
      await request(t.app, cookie).upload(WILL),
    ];
    for (const res of writes) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
    }

    const list = await request(t.app, cookie).get('/api/family-members');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((m: { name: string }) => m.name)).toEqual(['Person 1']);
    expect((await request(t.app, cookie).get(uploaded.fileUrl)).statusCode).toBe(200);
    expect((await request(t.app, cookie).get('/api/dashboard-summary')).statusCode).toBe(200);
    const report = await request(t.app, cookie).get('/api/reports/estate-summary');
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('application/pdf');
    expect(
      (await request(t.app, cookie).patch('/api/user', { firstName: 'Still' })).statusCode,
    ).toBe(200);
    const subscribe = await request(t.app, cookie).post('/api/create-subscription', {
      priceId: 'essential_family',
      paymentMethodId: 'pm_card',
    });
    expect(subscribe.statusCode).toBe(200);
  });

  it('says the subscription ended when a cancelled plan lapses', async () => {
    const { cookie, user } = await subscriber('complete_family');
    await t.setUser(user.id, {
      subscriptionStatus: 'canceled',
      trialEndsAt: new Date(Date.now() - DAY),
    });
    const res = await request(t.app, cookie).post('/api/family-members', member(1));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(
      /^Your subscription has ended, so your records are read-only/,
    );
  });
});

describe('self-hosted (billing not configured)', () => {
  it('has no limits and no read-only state', async () => {
    const plain = await createTestApp();
    try {
      const { cookie, user } = await signUp(plain.app);
      await plain.context.db
        .update(users)
        .set({ planKey: 'essential_individual', subscriptionStatus: 'active' })
        .where(eq(users.id, user.id));
      for (let i = 1; i <= 3; i++)
        expect(
          (await request(plain.app, cookie).post('/api/family-members', member(i))).statusCode,
        ).toBe(201);
      await plain.context.db
        .update(users)
        .set({ subscriptionStatus: 'canceled', trialEndsAt: new Date(Date.now() - DAY) })
        .where(eq(users.id, user.id));
      await plain.context.sessions.userChanged(user.id);
      expect(
        (await request(plain.app, cookie).post('/api/family-members', member(4))).statusCode,
      ).toBe(201);
      expect((await request(plain.app, cookie).upload(WILL)).statusCode).toBe(201);
    } finally {
      await plain.close();
    }
  });
});
