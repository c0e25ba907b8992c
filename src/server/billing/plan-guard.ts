import { count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  isReadOnly,
  limitReachedMessage,
  planLimit,
  readOnlyMessage,
  type LimitedResource,
} from '../../domain/plans';
import { recordKindByKey, type RecordKindKey } from '../../domain/records';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { tableOf } from '../records/record-table';
import { loadPlan } from './current-plan';

/** The record kinds a plan limits, and which of its limits applies. */
export const LIMITED_KINDS: Partial<Record<RecordKindKey, LimitedResource>> = {
  'family-members': 'familyMembers',
  documents: 'documents',
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How many rows of a limited kind the user keeps. */
async function countRows(ctx: AppContext, kindKey: RecordKindKey, userId: string) {
  const table = tableOf(recordKindByKey(kindKey)!);
  const [row] = await ctx.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

/**
 * preHandler for a record kind's routes, only when billing is configured: a lapsed account may
 * read but not write (403), and creating a limited kind past the plan's limit answers 403 naming
 * the limit and the plan that lifts it. Reads never pass through here. Without a session it
 * lets the route's own requireUser answer 401.
 */
export function recordWriteGuard(ctx: AppContext, kindKey: RecordKindKey) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!ctx.config.billing || READS.has(request.method) || !request.currentUser) return;
    // An editor's writes count against the owner's plan: the rows are the owner's.
    const userId = request.vault?.ownerId ?? request.currentUser.id;
    const plan = await loadPlan(ctx.db, userId);
    if (isReadOnly(plan)) throw new HttpError(403, readOnlyMessage(plan));
    const resource = LIMITED_KINDS[kindKey];
    if (request.method !== 'POST' || !resource) return;
    const limit = planLimit(plan, resource);
    if (limit !== null && (await countRows(ctx, kindKey, userId)) >= limit)
      throw new HttpError(403, limitReachedMessage(plan, resource));
  };
}

/** preHandler for uploads: a lapsed account cannot add files (only when billing is configured). */
export function uploadGuard(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!ctx.config.billing || READS.has(request.method) || !request.currentUser) return;
    // An editor's upload into an owner's vault counts on the owner's plan.
    const { ownerId } = await ctx.vaults.resolve(request);
    const plan = await loadPlan(ctx.db, ownerId);
    if (isReadOnly(plan)) throw new HttpError(403, readOnlyMessage(plan));
  };
}
