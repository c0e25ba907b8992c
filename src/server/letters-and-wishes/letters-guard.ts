import { desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lettersAndWishesKind, readsItem, type RecordJson } from '../../domain/records';
import { OWN_VAULT } from '../../domain/vault-choice';
import { VAULT_HEADER } from '../../domain/trusted-people';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { DecryptionError } from '../crypto/aead';
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
 * written (editors included), and the list answers only after the owner's release, with only
 * the items that name the reader, opened with the reader's own copy of the after key (never
 * through the owner's data key). Before release: 404, like any area not shared.
 */
export function lettersGuard(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const me = request.currentUser;
    if (!me) return;
    const scope = await lettersScope(ctx, request, me.id);
    if (!scope.trusted) return;
    await recordAccess(ctx.db, request, scope, { action: 'view', area: lettersAndWishesKind.key });
    return reply
      .header('cache-control', 'no-store')
      .send(await readableItems(ctx, scope.ownerId, me.id, scope.trusted.grantId));
  };
}

/**
 * Whose Letters & Wishes a request is for, set as `request.vault`: one's own, or (a trusted
 * person's GET only, after the owner's release) the owner's, with the reader's copies of the
 * owner's after keys opened. 404 before release or without a copy, 403 for any write.
 */
export async function lettersScope(
  ctx: AppContext,
  request: FastifyRequest,
  meId: string,
): Promise<VaultScope> {
  // Whose vault: the header, else the vault this device chose (its cookie, on a cold load),
  // which the resolver turns back into one's own when it is no longer shared. The header is
  // not resolved: after the owner's reset a named reader's grant is only accepted again, yet
  // their copy of the after key still opens what names them.
  const header = request.headers[VAULT_HEADER.toLowerCase()];
  const ownerId =
    typeof header === 'string' ? header.trim() : (await ctx.vaults.resolve(request)).ownerId;
  if (!ownerId || ownerId === OWN_VAULT || ownerId === meId) {
    request.vault = { ownerId: meId };
    return request.vault;
  }
  if (!UUID.test(ownerId)) throw new HttpError(400, `${VAULT_HEADER} must be a user id`);
  const grant = await openAfterKeysForReader(ctx, meId, ownerId);
  if (!grant) throw notShared();
  if (request.method !== 'GET') throw readOnly();
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
  return scope;
}

/** The owner's items this reader may read after release, newest first; `readers` left out. */
export async function readableItems(
  ctx: AppContext,
  ownerId: string,
  readerId: string,
  grantId: string,
) {
  const rows = await ctx.db
    .select()
    .from(lettersAndWishes)
    .where(eq(lettersAndWishes.userId, ownerId))
    .orderBy(desc(lettersAndWishes.createdAt));
  const out: RecordJson[] = [];
  for (const row of rows as RecordRow[]) {
    let opened;
    try {
      opened = await openFor(ctx.keys, lettersAndWishesKind, row, readerId);
    } catch (err) {
      if (err instanceof DecryptionError) continue; // sealed under an after key not theirs
      throw err;
    }
    if (!readsItem(opened.readers, grantId)) continue; // the server enforces who reads which
    const record = presentRecord(lettersAndWishesKind, row, opened);
    const fileId = record.filePath as string | null;
    const fileUrl = fileId ? letterFiles.urlOf(row.id, fileId) : null;
    out.push({ ...record, readers: null, fileUrl });
  }
  return out;
}
