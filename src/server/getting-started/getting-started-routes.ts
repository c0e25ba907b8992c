import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GETTING_STARTED_STEPS,
  gettingStartedSchema,
  isWillLocated,
  stepsDone,
  type GettingStarted,
} from '../../domain/getting-started';
import {
  bankAccountsKind,
  documentsKind,
  familyMembersKind,
  investmentAccountsKind,
  type RecordKind,
} from '../../domain/records';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { DecryptionError } from '../crypto/aead';
import { documents, trustedGrants, users } from '../db/schema';
import { openFor } from '../records/record-codec';
import { tableOf, type RecordRow } from '../records/record-table';
import { notShared } from '../vault-scope/vault-scope';

/** Grant states in which the person can reach the records now or on request. */
const CONFIRMED_STATES = ['confirmed', 'requested', 'approved'];

/**
 * GET /api/getting-started: the home's "Getting started" steps, each ticked by what the owner
 * has recorded, and whether anyone confirmed can reach the records in an emergency. Counts come
 * from plain columns; only the owner's wills are opened (in the session) to read where they are.
 */
export function gettingStartedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, keys } = ctx;

  const rows = async (kind: RecordKind, userId: string) => {
    const table = tableOf(kind);
    return (await db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]?.n ?? 0;
  };

  async function willLocated(userId: string): Promise<boolean> {
    const wills = (await db
      .select()
      .from(documents)
      .where(and(eq(documents.userId, userId), eq(documents.documentType, 'Will')))) as RecordRow[];
    const opened = await Promise.all(
      wills.map(async (row) => {
        if (row.attorneyContactId) return { ...row, location: null };
        try {
          return { ...row, location: (await openFor(keys, documentsKind, row)).location };
        } catch (err) {
          if (err instanceof DecryptionError) return { ...row, location: null };
          throw err;
        }
      }),
    );
    return isWillLocated(opened);
  }

  return async (app) => {
    app.addHook('preHandler', requireUser);
    app.get(
      '/getting-started',
      { schema: { response: { 200: gettingStartedSchema } } },
      async (request, reply): Promise<GettingStarted> => {
        // The owner's own progress: a trusted person's vault has no such card.
        if ((await ctx.vaults.resolve(request)).trusted) throw notShared();
        const me = signedInUser(request);
        reply.header('Cache-Control', 'no-store');
        const [family, banks, investments, located, grants, [mine]] = await Promise.all([
          rows(familyMembersKind, me.id),
          rows(bankAccountsKind, me.id),
          rows(investmentAccountsKind, me.id),
          willLocated(me.id),
          db
            .select({ n: count() })
            .from(trustedGrants)
            .where(
              and(eq(trustedGrants.ownerId, me.id), inArray(trustedGrants.state, CONFIRMED_STATES)),
            ),
          // Read now, not from the session's copy: a kit downloaded a moment ago counts.
          db
            .select({ hidden: users.gettingStartedHidden, kit: users.emergencyKitSavedAt })
            .from(users)
            .where(eq(users.id, me.id)),
        ]);
        const confirmed = grants[0]?.n ?? 0;
        const done = stepsDone({
          familyMembers: family,
          accounts: banks + investments,
          willLocated: located,
          confirmedTrustedPeople: confirmed,
          kitSaved: Boolean(mine?.kit),
        });
        return {
          hidden: mine?.hidden ?? false,
          steps: GETTING_STARTED_STEPS.map((s) => ({ key: s.key, done: done[s.key] })),
          reachable: confirmed > 0,
        };
      },
    );
  };
}
