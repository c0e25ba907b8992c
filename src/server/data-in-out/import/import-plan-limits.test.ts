import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingTestApp } from '../../billing/testing/billing-test-app';
import { request } from '../../testing/request';
import { signUp } from '../../testing/test-app';
import { sendImport } from './testing/import-requests';

let t: Awaited<ReturnType<typeof createBillingTestApp>>;
beforeAll(async () => {
  t = await createBillingTestApp();
});
afterAll(() => t.close());

describe('plan limits apply to imported rows', () => {
  it('refuses (403, naming the plan) an import that would pass the limit, importing nothing', async () => {
    const { cookie, user } = await signUp(t.app);
    await t.setUser(user.id, {
      planKey: 'essential_individual',
      subscriptionStatus: 'active',
      billingInterval: 'month',
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    });
    const client = request(t.app, cookie);
    expect(
      (await client.post('/api/family-members', { name: 'Ann', relationship: 'Child' })).statusCode,
    ).toBe(201);
    const csv = 'Full Name,Relationship\nBob,Spouse\nCy,Child\n';
    const res = await sendImport(client, 'commit', { area: 'family-members', content: csv });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Nothing was imported: you have 1 and the file adds 2. Your Individual Essential plan allows up to 2 family members. Upgrade to Family Essential for up to 5 family members.',
    );
    expect((await client.get('/api/family-members')).json()).toHaveLength(1);
    const one = await sendImport(client, 'commit', {
      area: 'family-members',
      content: 'Full Name,Relationship\nBob,Spouse\n',
    });
    expect(one.statusCode).toBe(200);
  });

  it('refuses any import once the trial has ended (read-only)', async () => {
    const { cookie, user } = await signUp(t.app);
    await t.setUser(user.id, { trialEndsAt: new Date(Date.now() - 86_400_000) });
    const res = await sendImport(request(t.app, cookie), 'commit', {
      area: 'family-members',
      content: 'Full Name,Relationship\nBob,Spouse\n',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/^Your free trial has ended, so your records are read-only/);
  });
});
