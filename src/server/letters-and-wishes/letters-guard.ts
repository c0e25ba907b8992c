import { desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  lettersAndWishesKind,
  readsItem,
  sealedUnderAfterKey,
  type RecordJson,
} from '../../domain/records';
import { OWN_VAULT } from '../../domain/vault-choice';
import { VAULT_HEADER } from '../../domain/trusted-people';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { DecryptionError, sealedKeyId } from '../crypto/aead';
import { isAfterKeyId } from '../crypto/vault-keys';
import { lettersAndWishes } from '../db/schema';
import { openFor, presentRecord } from '../records/record-codec';
import type { RecordRow } from '../records/record-table';
import { recordAccess } from '../trusted-people/access-history';
import { notShared, readOnly, type VaultScope } from '../vault-scope/vault-scope';
import { letterFiles } from '../documents/document-hooks';
import { openAfterKeysForReader } from './after-copies';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * preHandler for Letters & Wishes, in place of the areas' vault guard: no grant's areas cover it.
 * One's own vault goes on to the generic record routes. In someone else's, nothing is ever
 * written (editors included), and the list answers with only the items that name the reader:
 * after the owner's release, those under the after key, opened with the reader's own copy (never
 * through the owner's data key); through a live grant, final wishes readable now (decision 030).
 * Neither: 404, like any area not shared.
 */
export function lettersGuard(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const me = request.currentUser;
    if (!me) return;
    const { scope, reading } = await lettersAccess(ctx, request, me.id);
    if (!reading) return;
    const items = await readableItems(ctx, scope.ownerId, me.id, reading);
    // Before the release with nothing readable now: not shared, as before decision 030.
    if (!reading.released && items.length === 0) throw notShared();
    await recordAccess(ctx.db, request, scope, { action: 'view', area: lettersAndWishesKind.key });
    return reply.header('cache-control', 'no-store').send(items);
  };
}

/** How a trusted person reads an owner's items on this request (asked again on every read). */
export interface LettersReading {
  grantId: string;
  /** The owner's release stands and the reader's copies of the after key are open. */
  released: boolean;
  /** The reader's grant is live now (its data key opened): final wishes readable now. */
  live: boolean;
}

/**
 * Whose Letters & Wishes a request is for, set as `request.vault`: one's own, or (a trusted
 * person's GET only) the owner's, read after the release with the reader's copies of the after
 * key, or before it through a live grant for final wishes readable now (decision 030). 404
 * when neither, 403 for any write.
 */
export async function lettersScope(
  ctx: AppContext,
  request: FastifyRequest,
  meId: string,
): Promise<VaultScope> {
  return (await lettersAccess(ctx, request, meId)).scope;
}

/** lettersScope, with how a trusted person reads (undefined in one's own vault). */
export async function lettersAccess(
  ctx: AppContext,
  request: FastifyRequest,
  meId: string,
): Promise<{ scope: VaultScope; reading?: LettersReading }> {
  // Whose vault: the header, else the vault this device chose (its cookie, on a cold load),
  // which the resolver turns back into one's own when it is no longer shared. The header is
  // not resolved first: after the owner's reset a named reader's grant is only accepted again,
  // yet their copy of the after key still opens what names them.
  const header = request.headers[VAULT_HEADER.toLowerCase()];
  const ownerId =
    typeof header === 'string' ? header.trim() : (await ctx.vaults.resolve(request)).ownerId;
  if (!ownerId || ownerId === OWN_VAULT || ownerId === meId) {
    request.vault = { ownerId: meId };
    return { scope: request.vault };
  }
  if (!UUID.test(ownerId)) throw new HttpError(400, `${VAULT_HEADER} must be a user id`);
  const released = await openAfterKeysForReader(ctx, meId, ownerId);
  const live = await liveGrant(ctx, request, ownerId);
  const grant = released ?? live;
  if (!grant) throw notShared();
  // A write: 403 once the reader reads after release, else 404 as before (nothing to probe).
  if (request.method !== 'GET') throw released ? readOnly() : notShared();
  const scope: VaultScope = {
    ownerId,
    trusted: {
      grantId: grant.id,
      granteeId: meId,
      role: grant.role as 'viewer' | 'editor' | 'executor',
      areas: [lettersAndWishesKind.key],
      write: false,
    },
  };
  request.vault = scope;
  return {
    scope,
    reading: { grantId: grant.id, released: Boolean(released), live: Boolean(live) },
  };
}

/** The reader's live grant into the owner's vault (its data key opened), or null. */
async function liveGrant(ctx: AppContext, request: FastifyRequest, ownerId: string) {
  let scope: VaultScope;
  try {
    scope = await ctx.vaults.resolve(request);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500) return null; // not shared, or not now
    throw err;
  }
  const trusted = scope.ownerId === ownerId ? scope.trusted : undefined;
  return trusted ? { id: trusted.grantId, role: trusted.role } : null;
}

/**
 * The owner's items this reader may read, newest first; `readers` left out. Only items that
 * name the reader's grant, and of those: an item under the after key only while the release
 * stands (opened with the reader's own copy, never the data key), final wishes readable now only
 * while the grant is live. Asked of the row's own key, not of what the key ring happens to hold.
 */
export async function readableItems(
  ctx: AppContext,
  ownerId: string,
  readerId: string,
  reading: LettersReading,
) {
  const rows = await ctx.db
    .select()
    .from(lettersAndWishes)
    .where(eq(lettersAndWishes.userId, ownerId))
    .orderBy(desc(lettersAndWishes.createdAt));
  const out: RecordJson[] = [];
  for (const row of rows as RecordRow[]) {
    if (!mayOpen(row, reading)) continue;
    let opened;
    try {
      opened = await openFor(ctx.keys, lettersAndWishesKind, row, readerId);
    } catch (err) {
      if (err instanceof DecryptionError) continue; // sealed under an after key not theirs
      throw err;
    }
    if (!readsItem(opened.readers, reading.grantId)) continue; // the server enforces who reads which
    const record = presentRecord(lettersAndWishesKind, row, opened);
    const fileId = record.filePath as string | null;
    const fileUrl = fileId ? letterFiles.urlOf(row.id, fileId) : null;
    out.push({ ...record, readers: null, fileUrl });
  }
  return out;
}

/** Whether a row's key is one this reading may use (see readableItems). */
export function mayOpen(row: RecordRow, reading: Omit<LettersReading, 'grantId'>): boolean {
  if (row.sealed && isAfterKeyId(sealedKeyId(row.sealed))) return reading.released;
  return reading.live && !sealedUnderAfterKey(row);
}
