import { OpenedCache } from './opened-cache';

/** A row's free-text values by field name, as sealed together in one ciphertext. */
export type SealedValues = Record<string, string | null>;

/**
 * The process's cache of opened rows. It lives apart from row-sealer.ts so that the key ring can
 * drop a user's plaintext when their key goes without importing the sealer that imports it.
 */
export const openedRows = new OpenedCache<Readonly<SealedValues>>();

/** Drops a user's cached plaintext (sign-out, key expiry, account deleted, key changed). */
export function forgetOpenedRows(userId: string): void {
  openedRows.forgetUser(userId);
}

/** Whether any plaintext of this user is held in memory (for tests of the forgetting above). */
export function holdsOpenedRowsOf(userId: string): boolean {
  return openedRows.holdsUser(userId);
}
