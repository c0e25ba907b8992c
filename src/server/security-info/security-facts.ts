import { AI_PROVIDER_NOTICE } from '../../domain/assistant/texts';
import { RECORD_KINDS } from '../../domain/records';
import type { SecurityInfo } from '../../domain/security-info';
import { AUDIT_COVERAGE, AUDIT_ORIGIN } from '../audit/audit-log';
import { PASSWORD_HASHING } from '../auth/passwords';
import { RESET_TOKEN_TTL_MS } from '../auth/password-reset-routes';
import { SESSION_COOKIE_FLAGS } from '../auth/session-plugin';
import { IDLE_TIMEOUT_MS, SESSION_ID_BYTES } from '../auth/session-store';
import { loadConfig, type AppConfig } from '../config';
import type { AppContext } from '../context';
import { CIPHER, CIPHERTEXT_VERSION } from '../crypto/aead';
import { SESSION_UNLOCKED, type KeyProtection } from '../crypto/key-ring';
import { sessionLifetimeHours, SETTING_DEFAULTS } from '../settings/system-settings';
import { fieldStorage, PLAIN_SUMMARY, sealedFieldCount } from './field-storage';

const HOUR_MS = 3_600_000;
const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

/** What the Security Centre's statements depend on beyond the code's own constants. */
export interface SecurityFactsInput {
  protection: KeyProtection;
  /** Hours a session lasts after sign-in at most (the admin's setting). */
  sessionLifetimeHours: number;
  rateLimits: AppConfig['rateLimits'];
}

/**
 * The Security Centre's statements as this server states them (GET /api/security), each built
 * from the constant or setting the server itself runs with (cipher, key ring, argon2 options,
 * session timeouts, rate limits), so a change to any of them changes what the page says.
 */
export async function securityFacts(ctx: AppContext): Promise<SecurityInfo> {
  return securityFactsFrom({
    protection: ctx.keys.protection,
    sessionLifetimeHours: await sessionLifetimeHours(ctx.db),
    rateLimits: ctx.config.rateLimits,
  });
}

/**
 * The statements of a server running with the defaults (no settings changed, no environment),
 * which the build prerenders into /security (scripts/prerender.mjs); a server whose own
 * statements differ sends that page as the app shell instead (http/web-pages.ts).
 */
export function defaultSecurityFacts(): SecurityInfo {
  return securityFactsFrom({
    protection: SESSION_UNLOCKED,
    sessionLifetimeHours: Number(SETTING_DEFAULTS.session_timeout_hours),
    rateLimits: loadConfig({}).rateLimits,
  });
}

/** The statements for the given settings. */
export function securityFactsFrom(input: SecurityFactsInput): SecurityInfo {
  const { protection } = input;
  const argon = PASSWORD_HASHING;
  const passwordHashing = `${argon.algorithm} (${Math.round(argon.memoryKiB / 1024)} MiB memory, ${argon.passes} passes, ${argon.lanes} lane${argon.lanes === 1 ? '' : 's'}), with a random salt per password`;
  const idle = IDLE_TIMEOUT_MS / HOUR_MS;
  const lifetime = input.sessionLifetimeHours;
  const sessionManagement = `Database-backed sessions: only a SHA-256 hash of each ${SESSION_ID_BYTES * 8}-bit session id is stored; a session ends after ${hours(idle)} without use and ${hours(lifetime)} after sign-in at most`;
  const { authPerIpPerMinute: perIp, authPerAccountPerMinute: perAccount } = input.rateLimits;
  const rateLimit = `Sign-in, sign-up and password-reset attempts: ${perIp} a minute per network address and ${perAccount} per account from each address`;
  const scope = `Every detail you type into your records (${sealedFieldCount()} text fields across ${RECORD_KINDS.length} record areas), uploaded files and their names, AI assistant conversations as kept here, and the column names remembered from your CSV imports. Your account's name and email are not encrypted`;
  const sealing = `All of a record's typed values are sealed together as one ciphertext with a random ${CIPHER.nonceBytes * 8}-bit nonce and a ${CIPHER.tagBytes * 8}-bit authentication tag, bound to the record, its table and its owner: a value moved to another record or user, or altered, does not open`;
  const { httpOnly, sameSite } = SESSION_COOKIE_FLAGS;
  const cookie = [
    httpOnly && 'HttpOnly (out of reach of page scripts)',
    `SameSite=${sameSite[0].toUpperCase()}${sameSite.slice(1)}`,
    'Secure when served over HTTPS',
  ]
    .filter(Boolean)
    .join(', ');

  return {
    encryption: {
      status: 'enabled',
      algorithm: CIPHER.name,
      keyDerivation: protection.dataKey,
      details: [
        { label: 'Algorithm', value: CIPHER.name },
        { label: 'What is encrypted', value: scope },
        { label: 'Data keys', value: protection.dataKey },
        { label: 'Key protection', value: protection.wrapping },
        { label: 'Per-record sealing', value: sealing },
        {
          label: 'Stored format',
          value: `${CIPHERTEXT_VERSION}.<key id>.<nonce>.<ciphertext + tag>`,
        },
        { label: 'Left unencrypted', value: PLAIN_SUMMARY },
      ],
    },
    authentication: {
      status: 'enabled',
      passwordHashing,
      sessionManagement,
      details: [
        { label: 'Password hashing', value: passwordHashing },
        { label: 'Sessions', value: sessionManagement },
        { label: 'Session cookie', value: cookie },
        { label: 'Rate limiting', value: rateLimit },
        {
          label: 'Password reset',
          value: `Single-use links that expire after ${hours(RESET_TOKEN_TTL_MS / HOUR_MS)}; only a hash of the token is stored`,
        },
        {
          label: 'Two-factor sign-in',
          value:
            'Optional, or required for everyone by the administrator: a 6-digit code from an authenticator app (TOTP, RFC 6238) after the password; each code works once, and wrong codes are rate limited',
        },
        {
          label: 'Sign-out everywhere',
          value:
            'Sign-out, a password change or an account suspension takes effect on every server at once',
        },
      ],
    },
    dataProtection: {
      status: 'enabled',
      details: [
        {
          label: 'Your data only',
          value:
            "Every request is checked against your account; another person's record answers as not found, unless its owner made you a trusted person for that area (viewer, editor or executor, confirmed by the owner, and listed in the owner's access history)",
        },
        { label: 'Audit log', value: `${AUDIT_COVERAGE}. Each entry records the ${AUDIT_ORIGIN}` },
        {
          label: 'Administrators',
          value: 'No administrator tool shows the contents of your records',
        },
        { label: 'AI assistant', value: AI_PROVIDER_NOTICE },
        {
          label: 'What this protects against',
          value: `${protection.exposure}. This covers the encrypted details; the values listed as left unencrypted are readable to anyone holding the database or a backup`,
        },
        {
          label: 'Cross-site requests',
          value:
            'Changes sent from another website are refused (SameSite cookies plus Origin and Fetch-Metadata checks)',
        },
      ],
    },
    features: [
      `${CIPHER.name} encryption of your records, uploaded files and assistant conversations`,
      `A separate ${protection.dataKeyBits}-bit data key for each user, opened only by your password or your recovery key, or for the areas you share by a trusted person you confirmed`,
      'A printable Emergency Kit with your recovery key, so a password reset loses nothing',
      'Two-factor sign-in with an authenticator app (TOTP) and single-use recovery codes',
      'Each record sealed as one ciphertext bound to the record and its owner',
      `Passwords hashed with ${argon.algorithm}`,
      'Database-backed sessions stored only as hashes',
      `Automatic sign-out after ${hours(idle)} idle and ${hours(lifetime)} at most`,
      `Rate-limited sign-in (${perIp} attempts a minute per address)`,
      `Audit logging with ${AUDIT_ORIGIN} tracking`,
      'Cross-site request protection',
      'Security headers (Content-Security-Policy and others) on every answer',
    ],
    fieldStorage: fieldStorage(),
  };
}
