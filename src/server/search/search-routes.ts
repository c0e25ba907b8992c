import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coversArea } from '../../domain/trusted-people';
import { RECORD_KINDS, type RecordJson, type RecordKind } from '../../domain/records';
import { cardTitle, recordDisplay } from '../../domain/records/display';
import {
  HITS_PER_AREA,
  searchKind,
  searchQuerySchema,
  searchResultsSchema,
  searchTerms,
  type SearchResults,
} from '../../domain/search';
import { requireUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { DecryptionError } from '../crypto/aead';
import { openFor, presentRecord } from '../records/record-codec';
import { tableOf, type RecordRow } from '../records/record-table';
import { recordAccess } from '../trusted-people/access-history';
import { AREA_NAMES } from '../../domain/navigation';

/** Kinds whose titles other records show (a document names a family member or a contact). */
const NAMED_KINDS = ['family-members', 'professional-contacts'];

/**
 * GET /api/search?q=: one search over every record the open vault may see
 * (docs/decisions/019-search-in-session.md). Sealed fields cannot be indexed, so the rows are
 * opened here, in the person's session (the opened-row cache keeps repeats cheap), and matched in
 * memory; nothing of the query or the words is written anywhere. In a trusted person's vault only
 * the shared areas are searched, and the search goes to the owner's access history.
 */
export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, keys } = ctx;

  async function loadKind(kind: RecordKind, ownerId: string): Promise<RecordJson[]> {
    const table = tableOf(kind);
    const rows = (await db.select().from(table).where(eq(table.userId, ownerId))) as RecordRow[];
    // Newest first, as the lists show them: equal-ranked hits keep this order.
    rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return Promise.all(
      rows.map(async (row) => {
        try {
          return presentRecord(kind, row, await openFor(keys, kind, row));
        } catch (err) {
          if (!(err instanceof DecryptionError)) throw err;
          return { ...presentRecord(kind, row, {}), locked: true };
        }
      }),
    );
  }

  return async (app) => {
    app.addHook('preHandler', requireUser);
    app.get(
      '/search',
      { schema: { querystring: searchQuerySchema, response: { 200: searchResultsSchema } } },
      async (request, reply): Promise<SearchResults> => {
        const scope = await ctx.vaults.resolve(request);
        const areas = scope.trusted?.areas ?? null;
        reply.header('Cache-Control', 'no-store');
        await keys.dataKeyFor(scope.ownerId);
        const kinds = RECORD_KINDS.filter((kind) => coversArea(areas, kind.key));
        const lists = await Promise.all(kinds.map((kind) => loadKind(kind, scope.ownerId)));
        const names = new Map<string, string>();
        kinds.forEach((kind, i) => {
          if (!NAMED_KINDS.includes(kind.key)) return;
          const display = recordDisplay(kind.key);
          for (const r of lists[i]!) names.set(r.id, cardTitle(display, kind, r));
        });
        const terms = searchTerms(request.query.q);
        const groups = kinds
          .map((kind, i) => {
            const display = recordDisplay(kind.key);
            const hits = searchKind(kind, display, lists[i]!, terms, names);
            return {
              area: kind.key,
              label: AREA_NAMES[kind.key],
              hits: hits.slice(0, HITS_PER_AREA),
              total: hits.length,
            };
          })
          .filter((g) => g.total > 0);
        await recordAccess(db, request, scope, { action: 'search', area: 'search' });
        return {
          query: request.query.q,
          groups,
          total: groups.reduce((n, g) => n + g.total, 0),
        };
      },
    );
  };
}
