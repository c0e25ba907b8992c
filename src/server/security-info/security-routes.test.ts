import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityInfoSchema, type SecurityInfo } from '../../domain/security-info';
import { loadConfig } from '../config';
import { CIPHER } from '../crypto/aead';
import { bankAccounts } from '../db/schema';
import { putSetting } from '../settings/system-settings';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { defaultSecurityFacts } from './security-facts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { authPerIpPerMinute: 17, authPerAccountPerMinute: 9 } });
});
afterAll(() => t.close());

const getInfo = async (): Promise<SecurityInfo> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/security' });
  expect(res.statusCode).toBe(200);
  return securityInfoSchema.parse(res.json());
};

describe('GET /api/security', () => {
  it('answers signed out with the spec fields', async () => {
    const info = await getInfo();
    expect(info.encryption).toMatchObject({ status: 'enabled', algorithm: 'AES-256-GCM' });
    expect(info.encryption.keyDerivation).toMatch(/random 256-bit key per user/i);
    expect(info.authentication.status).toBe('enabled');
    expect(info.dataProtection.status).toBe('enabled');
    expect(info.features.length).toBeGreaterThan(5);
  });

  it('says where the assistant’s questions go with an AI service set up (issue 41)', async () => {
    const info = await getInfo();
    expect(info.dataProtection.details).toContainEqual({
      label: 'AI assistant',
      value:
        'With an AI service set up by this site, each question you ask the assistant goes to that service’s provider to be answered, and so does a summary of your totals and counts if you turn on “Use my records to personalise answers”. Without one, nothing you ask leaves this site.',
    });
    const scope = info.encryption.details.find((d) => d.label === 'What is encrypted')?.value;
    expect(scope).toContain('AI assistant conversations as kept here');
  });

  it('states the password hash and session rules the server runs with', async () => {
    const info = await getInfo();
    expect(info.authentication.passwordHashing).toMatch(
      /^argon2id \(19 MiB memory, 2 passes, 1 lane\)/,
    );
    expect(info.authentication.sessionManagement).toContain('4 hours without use');
    expect(info.authentication.sessionManagement).toContain('24 hours after sign-in');
    await putSetting(t.context.db, 'session_timeout_hours', '12');
    expect((await getInfo()).authentication.sessionManagement).toContain('12 hours after sign-in');
    await putSetting(t.context.db, 'session_timeout_hours', '24');
  });

  it('states the configured rate limits', async () => {
    const info = await getInfo();
    const rate = info.authentication.details.find((d) => d.label === 'Rate limiting');
    expect(rate?.value).toContain('17 a minute per network address and 9 per account');
  });

  it('never claims zero-knowledge, and says who could decrypt', async () => {
    const text = JSON.stringify(await getInfo()).toLowerCase();
    expect(text).not.toContain('zero-knowledge');
    expect(text).not.toContain('zero knowledge');
    expect(text).toContain(
      'staff, the database and backups cannot read the encrypted details of your records',
    );
    expect(text).toContain(
      'decrypting needs your password or your recovery key, or a trusted person you confirmed, signed in with their own password',
    );
    expect(text).toContain('the server decrypts while you, or that person, are signed in');
    // Issue 27: a confirmed trusted person's own key opens the shared areas too, so nothing
    // may say that only your password or recovery key can.
    expect(text).not.toMatch(/opened only by your password or your recovery key(?!, or)/);
  });

  it('describes the ciphertext a record is really stored as', async () => {
    const { cookie, user } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/banking-accounts',
      headers: { cookie },
      payload: { accountType: 'Checking', bankName: 'Chase', accountNumber: '4321' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.context.db
      .select({ sealed: bankAccounts.sealed })
      .from(bankAccounts)
      .where(eq(bankAccounts.userId, user.id));
    const [version, , nonce, body] = String(row.sealed).split('.');
    const info = await getInfo();
    const format = info.encryption.details.find((d) => d.label === 'Stored format')?.value;
    expect(format?.startsWith(`${version}.`)).toBe(true);
    expect(Buffer.from(nonce, 'base64url').length * 8).toBe(CIPHER.nonceBytes * 8);
    expect(Buffer.from(body, 'base64url').length).toBeGreaterThan(CIPHER.tagBytes);
    expect(info.encryption.details.find((d) => d.label === 'Per-record sealing')?.value).toContain(
      `${CIPHER.nonceBytes * 8}-bit nonce`,
    );
  });
});

describe('the facts prerendered into /security', () => {
  it('are what a server with default settings and environment answers', async () => {
    // scripts/prerender.mjs renders /security with defaultSecurityFacts(); a server sends that
    // page only while its own answer is the same (http/web-pages.ts), so the two must agree.
    const defaults = loadConfig({ DATA_DIR: t.dataDir });
    const plain = await createTestApp({ rateLimits: defaults.rateLimits });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/security' });
      expect(res.json()).toEqual(securityInfoSchema.parse(defaultSecurityFacts()));
    } finally {
      await plain.close();
    }
  });
});
