import { DecryptionError } from './aead';
import { forgetOpenedRows } from './opened-rows';
import type { DataKey } from './vault-keys';

/**
 * The key ring's place for after keys (docs/decisions/021), apart from data keys
 * and looked up by (reader, owner): the owner's own session puts the owner's after key here for
 * (owner, owner); a named reader's copy opened after release goes under (reader, owner). Nothing
 * that resolves a grantee's vault writes here, so opening an owner's data key never opens these.
 */
export class AfterKeySlots {
  /** `${reader}:${owner}:${keyId}` → the key and when a request last used it. */
  private readonly slots = new Map<string, { key: DataKey; usedAt: number }>();
  /** The owner's current after key id and key pair key id ('a…', 'p…'), as their session carries them. */
  private readonly current = new Map<string, string>();

  constructor(
    private readonly now: () => number,
    private readonly idleMs: number,
  ) {}

  /** Hands an after key in for (reader, owner); the owner's own also becomes their current one. */
  unlock(readerId: string, ownerId: string, key: DataKey): void {
    this.slots.set(`${readerId}:${ownerId}:${key.id}`, { key, usedAt: this.now() });
    if (readerId === ownerId) this.current.set(`${ownerId}:${key.id[0]}`, key.id);
  }

  /** The owner's current after key ('a') or key pair key ('p'), for sealing; null when absent. */
  currentOf(ownerId: string, kind: 'a' | 'p' = 'a'): DataKey | null {
    const keyId = this.current.get(`${ownerId}:${kind}`);
    return keyId ? this.use(ownerId, ownerId, keyId) : null;
  }

  /** The after key with this id as this reader holds it for this owner; DecryptionError if not. */
  byId(readerId: string, ownerId: string, keyId: string): DataKey {
    const key = this.use(readerId, ownerId, keyId);
    if (!key) throw new DecryptionError('Sealed until release');
    return key;
  }

  /** Drops every after key this user holds or owns (sign-out, key change, deletion). */
  forget(userId: string): void {
    for (const slot of [...this.slots.keys()]) {
      const [reader, owner] = slot.split(':');
      if (reader === userId || owner === userId) {
        this.slots.delete(slot);
        forgetOpenedRows(owner!); // plaintext opened under it leaves with the key
      }
    }
    this.current.delete(`${userId}:a`);
    this.current.delete(`${userId}:p`);
  }

  /**
   * Drops the owner's after keys as readers other than the owner hold them: the release ended,
   * so a copy opened while it stood must not keep reading (nor renew itself by being used).
   */
  forgetReaders(ownerId: string): void {
    let dropped = false;
    for (const slot of [...this.slots.keys()]) {
      const [reader, owner] = slot.split(':');
      if (owner === ownerId && reader !== ownerId) dropped = this.slots.delete(slot) || dropped;
    }
    if (dropped) forgetOpenedRows(ownerId); // plaintext opened under them goes too
  }

  /** Drops after keys unused for the idle time, as the data keys are. */
  sweep(): void {
    const at = this.now();
    for (const [slot, entry] of this.slots)
      if (at - entry.usedAt > this.idleMs) {
        this.slots.delete(slot);
        forgetOpenedRows(slot.split(':')[1]!);
      }
  }

  private use(readerId: string, ownerId: string, keyId: string): DataKey | null {
    const entry = this.slots.get(`${readerId}:${ownerId}:${keyId}`);
    if (!entry || this.now() - entry.usedAt > this.idleMs) return null;
    entry.usedAt = this.now();
    return entry.key;
  }
}
