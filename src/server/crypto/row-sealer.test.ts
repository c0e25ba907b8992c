import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DecryptionError } from './aead';
import { createSessionKeyRing, UNLOCKED_FOR_MS, VaultLockedError } from './key-ring';
import { holdsOpenedRowsOf } from './opened-rows';
import { openRow, sealRow } from './row-sealer';
import { generateDataKey } from './vault-keys';

const rowOf = (userId: string) => ({ table: 'family_members', rowId: randomUUID(), userId });

/** A ring that has opened one sealed row for a new user, so its plaintext sits in the cache. */
async function ringWithOpenedRow(now?: () => number) {
  const userId = randomUUID();
  const key = generateDataKey();
  const ring = createSessionKeyRing(now);
  ring.unlock(userId, key);
  const row = rowOf(userId);
  const sealed = await sealRow(ring, row, { name: 'Secret Name' });
  expect(await openRow(ring, row, sealed)).toEqual({ name: 'Secret Name' });
  return { userId, key, ring, row, sealed };
}

describe('opening rows through the key ring', () => {
  it('asks the key ring before answering from the cache: no unlocked key, no plaintext', async () => {
    const { userId, row, sealed } = await ringWithOpenedRow();
    // Another instance (or the same after its key expired) with no key for this user.
    const other = createSessionKeyRing();
    await expect(openRow(other, row, sealed)).rejects.toBeInstanceOf(VaultLockedError);
    // A ring holding the user's NEW key (after a reset left the old one locked).
    other.unlock(userId, generateDataKey());
    await expect(openRow(other, row, sealed)).rejects.toBeInstanceOf(DecryptionError);
    other.close();
  });

  it('drops a key and its opened plaintext once unused for the idle time', async () => {
    let clock = 1_000_000;
    const { userId, ring, row, sealed } = await ringWithOpenedRow(() => clock);
    clock += UNLOCKED_FOR_MS - 1000;
    ring.sweep();
    expect(holdsOpenedRowsOf(userId)).toBe(true); // still in use
    clock += 2000;
    ring.sweep();
    expect(holdsOpenedRowsOf(userId)).toBe(false);
    await expect(openRow(ring, row, sealed)).rejects.toBeInstanceOf(VaultLockedError);
    ring.close();
  });

  it('forgets the plaintext with the key, and everything when closed', async () => {
    const first = await ringWithOpenedRow();
    first.ring.forget(first.userId);
    expect(holdsOpenedRowsOf(first.userId)).toBe(false);
    const second = await ringWithOpenedRow();
    second.ring.close();
    expect(holdsOpenedRowsOf(second.userId)).toBe(false);
  });
});
