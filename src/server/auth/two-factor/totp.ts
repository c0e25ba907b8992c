import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
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

const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // 32 symbols: 5 unbiased bits each
const RECOVERY_CODE_CHARS = 16; // 80 random bits

/** Ten single-use recovery codes (80 random bits each) like `k3m9-q7tx-2ab4-zr8w`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(RECOVERY_CODE_CHARS)]
      .map((b) => RECOVERY_ALPHABET[b & 31])
      .join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

const normalRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/[-\s]/g, '');

/**
 * What is stored of a recovery code: an HMAC keyed from the server key, so a copy of the
 * database alone gives nothing to guess against offline (and 80 random bits would take far too
 * long even with the key). The code is shown once and never stored.
 */
export function hashRecoveryCode(serverKey: ServerKey, code: string): string {
  const key = Buffer.from(
    hkdfSync('sha256', serverKey.key, Buffer.alloc(0), 'kinfolio:2fa-recovery-codes', 32),
  );
  return createHmac('sha256', key).update(normalRecoveryCode(code)).digest('base64url');
}

/**
 * The unkeyed SHA-256 of a 50-bit code, as codes made before the HMAC were stored. Such codes
 * (10 characters) still work once each, so nobody is locked out; new codes replace them.
 */
export function legacyRecoveryCodeHash(code: string): string | null {
  const normal = normalRecoveryCode(code);
  if (normal.length !== 10) return null;
  return createHash('sha256').update(`kinfolio-2fa:${normal}`).digest('base64url');
}
