import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { open, seal } from '../../crypto/aead';
import type { ServerKey } from '../../crypto/server-key';

/** RFC 6238 defaults every authenticator app understands. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Codes one step either side are accepted (clock drift between phone and server). */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totpFor(secretBase32: string, label: string, issuer: string) {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit TOTP secret and the otpauth:// address a QR code carries. */
export function newTotpSecret(label: string, issuer: string) {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpFor(secret, label, issuer).toString() };
}

/**
 * The time step a code belongs to, or null when it matches none in the window. The caller
 * stores the step and refuses any step not after it, so a code cannot be replayed.
 */
export function matchingStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secretBase32, 'check', 'check').validate({
    token: code,
    timestamp: now,
    window: WINDOW,
  });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The current code (tests and the enrolment check use it). */
export function currentCode(secretBase32: string, now = Date.now()): string {
  return totpFor(secretBase32, 'code', 'code').generate({ timestamp: now });
}

// The TOTP secret is an authentication factor, not family data: it must be readable before the
// data key is, and survive a password reset, so the server key seals it.
const totpContext = (userId: string) => `kinfolio:totp:${userId}`;

export function sealTotpSecret(serverKey: ServerKey, userId: string, secret: string): string {
  return seal(serverKey.key, serverKey.id, Buffer.from(secret, 'utf8'), totpContext(userId));
}

export function openTotpSecret(serverKey: ServerKey, userId: string, sealed: string): string {
  return open(serverKey.key, sealed, totpContext(userId)).toString('utf8');
}

/** Ten single-use recovery codes (50 random bits each) like `k3m9q-7tx2a`. */
export function newRecoveryCodes(): string[] {
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz'; // 32 symbols: 5 unbiased bits each
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Only hashes are stored; the codes are random enough that a fast hash is sound. */
export function hashRecoveryCode(code: string): string {
  const normal = code.trim().toLowerCase().replace(/-/g, '');
  return createHash('sha256').update(`kinfolio-2fa:${normal}`).digest('base64url');
}
