/**
 * PUT and DELETE /api/estate-plan/beneficiary-matches: the owner says who one name on an
 * account's or policy's beneficiary field is (a family member, or someone outside the family),
 * or goes back to the automatic match. The record and the family member must be the vault
 * owner's (404 otherwise); a trusted person needs write access to the record's area and sight
 * of the family. Answers the updated inheritance plan.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseBeneficiaries } from '../../domain/estate-plan/beneficiary-names';
import { DESIGNATION_FIELDS } from '../../domain/estate-plan/designations';
import { buildInheritance } from '../../domain/estate-plan/inheritance';
import {
  beneficiaryMatchInputSchema,
  inheritancePlanSchema,
  type BeneficiaryMatchInput,
} from '../../domain/estate-plan/inheritance-api';
import { familyMembersKind, recordKindByKey } from '../../domain/records';
import { audit } from '../audit/audit-log';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { openFor } from '../records/record-codec';
import { tableOf, type RecordRow } from '../records/record-table';
import { recordAccess } from '../trusted-people/access-history';
import { vaultForArea, type VaultScope } from '../vault-scope/vault-scope';
import { deleteKeptMatch, loadKeptMatches, saveKeptMatch } from './beneficiary-match-store';
import { loadScopedRecords, todayOf } from './estate-plan-data';

type Target = Pick<BeneficiaryMatchInput, 'recordKind' | 'recordId' | 'position'>;

const target = z.object({
  recordKind: z.enum(['bank-accounts', 'investment-accounts', 'insurance-policies'], {
    message: 'recordKind must be bank-accounts, investment-accounts or insurance-policies',
  }),
  recordId: z.uuid('recordId must be a record id'),
  position: z.coerce.number().int().min(0).max(99),
  today: z.string().optional(),
});

async function ownRow(ctx: AppContext, key: string, id: string, ownerId: string) {
  const table = tableOf(recordKindByKey(key)!);
  const [row] = await ctx.db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, ownerId)));
  return row as RecordRow | undefined;
}

/** Checks scope and role, and that the record is the owner's; the name at the position. */
async function checkTarget(ctx: AppContext, request: FastifyRequest, t: Target) {
  const scope = await vaultForArea(ctx, request, t.recordKind);
  await vaultForArea(ctx, request, familyMembersKind.key);
  const row = await ownRow(ctx, t.recordKind, t.recordId, scope.ownerId);
  if (!row) throw new HttpError(404, 'No such record');
  const opened = await openFor(ctx.keys, recordKindByKey(t.recordKind)!, row);
  const field = opened[DESIGNATION_FIELDS[t.recordKind]] ?? '';
  const named = parseBeneficiaries(field).find((n) => n.position === t.position);
  if (!named) throw new HttpError(400, `No beneficiary at position ${t.position} on this record`);
  return { scope, text: named.text };
}

async function planFor(ctx: AppContext, scope: VaultScope, today?: string) {
  const { records, missingAreas } = await loadScopedRecords(ctx, scope);
  const kept = await loadKeptMatches(ctx, scope.ownerId);
  return buildInheritance(records, { today: todayOf(today), kept, missingAreas });
}

export function beneficiaryMatchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/estate-plan/beneficiary-matches',
      {
        schema: {
          body: beneficiaryMatchInputSchema,
          querystring: z.object({ today: z.string().optional() }),
          response: { 200: inheritancePlanSchema },
        },
      },
      async (request) => {
        const body = request.body;
        const { scope, text } = await checkTarget(ctx, request, body);
        if (
          body.familyMemberId &&
          !(await ownRow(ctx, familyMembersKind.key, body.familyMemberId, scope.ownerId))
        )
          throw new HttpError(404, 'No such family member');
        await ctx.db.transaction(async (tx) => {
          const id = await saveKeptMatch(ctx, tx, scope.ownerId, body, text);
          await audit(tx, request, {
            action: 'beneficiary-match.update',
            message: `Said who a beneficiary on a ${recordKindByKey(body.recordKind)!.singular} is`,
            targetKind: 'beneficiary-match',
            targetId: id,
          });
          await recordAccess(tx, request, scope, {
            action: 'update',
            area: body.recordKind,
            recordId: body.recordId,
          });
        });
        return planFor(ctx, scope, request.query.today);
      },
    );

    app.delete(
      '/estate-plan/beneficiary-matches',
      { schema: { querystring: target, response: { 200: inheritancePlanSchema } } },
      async (request) => {
        const { scope } = await checkTarget(ctx, request, request.query);
        await ctx.db.transaction(async (tx) => {
          const id = await deleteKeptMatch(tx, scope.ownerId, request.query);
          if (!id) return;
          await audit(tx, request, {
            action: 'beneficiary-match.delete',
            message: 'Went back to the automatic match for a beneficiary',
            targetKind: 'beneficiary-match',
            targetId: id,
          });
          await recordAccess(tx, request, scope, {
            action: 'update',
            area: request.query.recordKind,
            recordId: request.query.recordId,
          });
        });
        return planFor(ctx, scope, request.query.today);
      },
    );
  };
}
