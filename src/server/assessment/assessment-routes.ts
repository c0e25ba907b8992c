import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedProposalsSchema,
  acceptProposalsSchema,
  assessmentSchema,
  saveAssessmentSchema,
} from '../../domain/assessment/api';
import { proposalsFor } from '../../domain/assessment/proposals';
import { estateChecklistItemsKind } from '../../domain/records';
import { audit } from '../audit/audit-log';
import { requireUser } from '../auth/session-plugin';
import { recordWriteGuard } from '../billing/plan-guard';
import type { AppContext } from '../context';
import { assessmentItems, assessments, estateChecklistItems } from '../db/schema';
import { HttpError } from '../http/errors';
import { sealFor } from '../records/record-codec';
import { isUniqueViolation } from '../users/user-repository';
import { notShared } from '../vault-scope/vault-scope';
import { acceptedItems, loadAnswers, loadAssessment } from './assessment-store';

/**
 * The Estate Planning Assessment (/api/assessment): the owner's answers, the checklist items they
 * suggest, and accepting some of them. The owner's own: a trusted person's vault has none (404).
 */
export function assessmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, keys } = ctx;

  async function ownerOf(request: FastifyRequest): Promise<string> {
    const scope = await ctx.vaults.resolve(request);
    if (scope.trusted) throw notShared();
    return scope.ownerId;
  }

  return async (app) => {
    app.addHook('preHandler', requireUser);

    app.get('/assessment', { schema: { response: { 200: assessmentSchema } } }, async (request) =>
      loadAssessment(db, await ownerOf(request)),
    );

    // Answering again replaces the answers; suggestions already on the checklist stay linked.
    app.put(
      '/assessment',
      { schema: { body: saveAssessmentSchema, response: { 200: assessmentSchema } } },
      async (request) => {
        const userId = await ownerOf(request);
        const { answers } = request.body;
        const now = new Date();
        await db
          .insert(assessments)
          .values({ userId, answers, updatedAt: now })
          .onConflictDoUpdate({ target: assessments.userId, set: { answers, updatedAt: now } });
        await audit(db, request, { action: 'assessment.answer', message: 'Assessment answered' });
        return loadAssessment(db, userId);
      },
    );

    app.post(
      '/assessment/accept',
      {
        preHandler: recordWriteGuard(ctx, 'estate-checklist-items'),
        schema: { body: acceptProposalsSchema, response: { 200: acceptedProposalsSchema } },
      },
      async (request) => {
        const userId = await ownerOf(request);
        const { answers } = await loadAnswers(db, userId);
        const offered = new Map(proposalsFor(answers).map((p) => [p.key, p]));
        const stale = request.body.keys.filter((key) => !offered.has(key));
        if (stale.length)
          throw new HttpError(
            400,
            `Your answers no longer suggest: ${stale.join(', ')}. Reload the assessment.`,
          );
        const accepted = await acceptedItems(db, userId);
        // Already on the checklist (open or done): accepting again adds nothing.
        const keysToAdd = [...new Set(request.body.keys)].filter((key) => !accepted.has(key));
        await keys.dataKeyFor(userId); // before the transaction: PGlite has one connection
        try {
          await db.transaction(async (tx) => {
            for (const key of keysToAdd) {
              const proposal = offered.get(key)!;
              const id = crypto.randomUUID();
              const sealed = await sealFor(keys, estateChecklistItemsKind, id, userId, {
                title: proposal.title,
                description: proposal.description,
              });
              await tx.insert(estateChecklistItems).values({
                id,
                userId,
                sealed,
                category: proposal.category,
                priority: proposal.priority,
                isCompleted: false,
              });
              await tx
                .insert(assessmentItems)
                .values({ userId, proposalKey: key, checklistItemId: id });
              await audit(tx, request, {
                action: 'record.create',
                message: 'Created checklist item from the assessment',
                targetKind: estateChecklistItemsKind.key,
                targetId: id,
              });
            }
          });
        } catch (err) {
          // Another request accepted the same suggestion a moment ago: nothing is duplicated.
          if (isUniqueViolation(err))
            throw new HttpError(409, 'These suggestions were just added. Reload the assessment.');
          throw err;
        }
        return { added: keysToAdd.length, assessment: await loadAssessment(db, userId) };
      },
    );
  };
}
