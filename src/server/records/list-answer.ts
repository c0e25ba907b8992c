import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { addVary, API_COMPRESS_THRESHOLD, chosenEncoding } from '../http/compression';
import { vaultOwnerOf } from '../vault-scope/vault-scope';
import { ListCache } from './list-cache';
import { listEtag, matchesIfNoneMatch, recordsRevision } from './list-revision';

type ListDeps = Pick<AppContext, 'db' | 'keys' | 'lists'>;

/**
 * Answers a record list from memory when it has not changed (the database round trip, not
 * decryption, is a list's cost):
 * the owner's revision as this instance knows it (read from the database once, then kept until
 * any instance announces a change), a 304 when the client holds it, else the answer kept for that
 * revision and this reader, compressed once. `load` builds the list when nothing is kept.
 *
 * The revision is read BEFORE the rows are loaded: a write landing meanwhile leaves an older tag
 * on newer rows, and the next refetch just reloads, never the other way round.
 */
export async function answerList(
  ctx: ListDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  list: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const ownerId = vaultOwnerOf(request);
  const grantId = request.vault?.trusted?.grantId;
  const { lists } = ctx;
  // Nothing kept is served once the owner's key is gone: this throws 401 as a locked vault does.
  await ctx.keys.dataKeyFor(ownerId);
  const mark = lists.mark();
  let revision = lists.revisionOf(ownerId);
  if (revision === undefined) {
    revision = await recordsRevision(ctx.db, ownerId);
    lists.learnRevision(ownerId, revision, mark);
  }
  const etag = listEtag(ownerId, revision);
  reply.header('etag', etag);
  if (matchesIfNoneMatch(request, etag)) return reply.code(304).send();

  const key = ListCache.keyOf(ownerId, grantId, list);
  let kept = lists.get(key, revision);
  let json = kept?.json;
  if (!json) {
    json = Buffer.from(JSON.stringify(await load()));
    lists.put(key, { ownerId, grantId, revision, json }, mark);
    kept = lists.get(key, revision);
  }
  void reply.type('application/json; charset=utf-8');
  if (json.length < API_COMPRESS_THRESHOLD || request.method === 'HEAD') return reply.send(json);
  addVary(reply);
  const encoding = chosenEncoding(request);
  if (!encoding) return reply.send(json);
  const body = kept
    ? await lists.encoded(key, kept, encoding)
    : await ListCache.compress(json, encoding);
  return reply.header('content-encoding', encoding).send(body);
}
