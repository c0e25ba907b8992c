import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { REMINDER_MAIL_KINDS, type ReminderMailKind } from '../../domain/reminders';
import type { ServerKey } from '../crypto/server-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A key of its own for unsubscribe links, derived from the server key: the server key never
 * signs anything directly, and rotating it invalidates old links.
 */
function signingKey(serverKey: ServerKey): Buffer {
  return Buffer.from(
    hkdfSync('sha256', serverKey.key, Buffer.alloc(0), 'kinfolio unsubscribe v1', 32),
  );
}

const mac = (key: Buffer, userId: string, kind: string) =>
  createHmac('sha256', key).update(`${userId}.${kind}`).digest().subarray(0, 16);

/** 'userId.kind.signature': turns one kind of mail off for one user, without signing in. */
export function unsubscribeToken(serverKey: ServerKey, userId: string, kind: ReminderMailKind) {
  return `${userId}.${kind}.${mac(signingKey(serverKey), userId, kind).toString('base64url')}`;
}

/** The user and kind a token names, or null when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(
  serverKey: ServerKey,
  token: string,
): { userId: string; kind: ReminderMailKind } | null {
  const [userId, kind, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !kind || !signature) return null;
  if (!UUID.test(userId) || !(REMINDER_MAIL_KINDS as readonly string[]).includes(kind)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(signingKey(serverKey), userId, kind);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: kind as ReminderMailKind };
}
