import { describeChanges, type RecordVersion } from '../../domain/record-history';
import type { RecordKind, RecordKindKey } from '../../domain/records';
import { recordDisplay } from '../../domain/records/display';
import type { AppContext } from '../context';
import { DecryptionError } from '../crypto/aead';
import type { SealedValues } from '../crypto/row-sealer';
import { displayName, usersById } from '../trusted-people/grant-store';
import { openVersion, stateOf, type VersionRow } from './history-store';

/** What a version that will not open says (its key not unlocked, or its ciphertext altered). */
export const LOCKED_VERSION = 'The details of this version are locked and cannot be shown.';

async function openedOrNull(ctx: AppContext, version: VersionRow): Promise<SealedValues | null> {
  try {
    return await openVersion(ctx.keys, version);
  } catch (err) {
    if (err instanceof DecryptionError) return null;
    throw err;
  }
}

/**
 * A record's versions as History shows them, newest first: each one is the state a change
 * replaced, so its words go from that state to the next one (the newer version, or the record
 * as it is now), naming who made the change ('You', or by name as the access history does).
 */
export async function presentHistory(
  ctx: AppContext,
  kind: RecordKind,
  viewerId: string,
  live: Record<string, unknown>,
  versions: VersionRow[],
): Promise<RecordVersion[]> {
  const display = recordDisplay(kind.key as RecordKindKey);
  const people = await usersById(
    ctx.db,
    versions.map((v) => v.changedBy),
  );
  const out: RecordVersion[] = [];
  let after: Record<string, unknown> | null = live;
  for (const version of versions) {
    const opened = await openedOrNull(ctx, version);
    const before = opened ? stateOf(kind, version.plain, opened) : null;
    const by = version.changedBy ? people.get(version.changedBy) : undefined;
    out.push({
      id: version.id,
      changedAt: version.changedAt.toISOString(),
      changedBy:
        version.changedBy === viewerId ? 'You' : by ? displayName(by) : 'A deleted account',
      changedFields: version.changedFields,
      changes:
        before && after
          ? describeChanges(kind, display, version.changedFields, before, after)
          : [LOCKED_VERSION],
    });
    after = before;
  }
  return out;
}
