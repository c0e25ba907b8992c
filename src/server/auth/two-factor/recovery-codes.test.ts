import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { request } from '../../testing/request';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { currentCode, hashRecoveryCode } from './totp';

// Its own app: the two-factor suite beside it spends the per-IP allowance of code attempts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
const login = (username: string, password: string, code: string) =>
  request(t.app).post('/api/login', { username, password, code });

async function enrolled() {
  const account = await signUp(t.app);
  const { password } = account.input;
  const setup = await request(t.app, account.cookie).post('/api/account/2fa/setup', { password });
  const enable = await request(t.app, account.cookie).post('/api/account/2fa/enable', {
    password,
    code: currentCode(setup.json().secret),
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return { ...account, recoveryCodes: enable.json().recoveryCodes as string[] };
}

describe('two-factor recovery codes', () => {
  it('makes 80-bit recovery codes and stores only a server-keyed HMAC, no plain hash', async () => {
    const { user, recoveryCodes } = await enrolled();
    for (const code of recoveryCodes) expect(code).toMatch(/^([0-9a-z]{4}-){3}[0-9a-z]{4}$/); // 16 x 5 bits
    const [row] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    const stored = row.totpRecoveryCodeHashes as string[];
    const normal = recoveryCodes[0].replace(/-/g, '');
    // An unkeyed hash of the code, as stored before, is nowhere: a database thief has nothing to guess against.
    for (const unkeyed of [`kinfolio-2fa:${normal}`, normal])
      expect(stored).not.toContain(createHash('sha256').update(unkeyed).digest('base64url'));
    expect(stored).toContain(hashRecoveryCode(t.context.serverKey, recoveryCodes[0]));
    const otherKey = { ...t.context.serverKey, key: Buffer.alloc(32, 7) };
    expect(stored).not.toContain(hashRecoveryCode(otherKey, recoveryCodes[0]));
  });

  it('still takes a 10-character code made before the change, once', async () => {
    const { input, user } = await enrolled();
    const legacy = 'k3m9q-7tx2a';
    const legacyHash = createHash('sha256').update('kinfolio-2fa:k3m9q7tx2a').digest('base64url');
    await t.context.db
      .update(users)
      .set({ totpRecoveryCodeHashes: [legacyHash] })
      .where(eq(users.id, user.id));
    expect((await login(input.username, input.password, legacy)).statusCode).toBe(200);
    expect((await login(input.username, input.password, legacy)).statusCode).toBe(401);
  });
});
