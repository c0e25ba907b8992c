import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VaultList } from '../../domain/vault-choice';
import { mailsTo } from '../testing/outbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PASSWORD, person, trust } from './testing/trusted-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://vault.example' });
});
afterAll(() => t.close());

const latest = (email: string) => mailsTo(t.dataDir, email).at(-1) ?? '';

describe("emails about someone else's records (issue 45)", () => {
  it("lead to that person's records as the reader sees them, never to the reader's own pages", async () => {
    const owner = await person(t, { firstName: 'Margaret', lastName: 'Hale' });
    const husband = await person(t, { firstName: 'Tom', lastName: 'Hale' });
    const daughter = await person(t, { firstName: 'Ann', lastName: 'Hale' });
    const executor = await trust(t, owner, husband, { role: 'executor' });
    const confirmedMail = latest(husband.email);
    expect(confirmedMail).toContain(
      `Open Margaret Hale's records: https://vault.example/shared/${owner.id}`,
    );
    await trust(t, owner, daughter, { role: 'viewer' });
    expect(latest(daughter.email)).toContain(`https://vault.example/shared/${owner.id}`);
    expect(latest(daughter.email)).not.toContain('Open your Trusted People page');

    await husband.api.post(`/api/trusted-people/${executor.id}/request`, { reason: 'died' });
    // The owner's own mail is about her account: her request page.
    expect(latest(owner.email)).toContain(`/trusted-people/requests/${executor.id}`);
    const approved = await owner.api.post(`/api/trusted-people/${executor.id}/approve`, {
      password: PASSWORD,
      code: '',
    });
    expect(approved.statusCode).toBe(200);
    const openMail = latest(husband.email);
    expect(openMail).toContain('first-days plan on top');
    expect(openMail).toContain(
      `Open Margaret Hale's records: https://vault.example/shared/${owner.id}`,
    );
    expect(openMail).not.toContain('Open your Trusted People page');
    // The link's page finds her vault among those he can open now.
    const vaults = (await husband.api.get('/api/vaults')).json() as VaultList;
    expect(vaults.vaults.map((v) => v.ownerId)).toContain(owner.id);
  });
});
