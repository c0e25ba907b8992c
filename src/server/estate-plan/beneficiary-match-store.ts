/**
 * The owner's kept answers to "who is this?" for names on beneficiary fields (table
 * beneficiary_matches). The name as it was answered is sealed under the owner's data key, so
 * the database holds record ids and choices, never a plaintext name.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { KeptMatch } from '../../domain/estate-plan/beneficiary-matching';
import { keptMatchKey, type KeptMatches } from '../../domain/estate-plan/inheritance-plan';
import type { BeneficiaryMatchInput } from '../../domain/estate-plan/inheritance-api';
import type { AppContext } from '../context';
import { DecryptionError } from '../crypto/aead';
import { openRow, sealRow } from '../crypto/row-sealer';
import type { Database } from '../db/client';
import { beneficiaryMatches } from '../db/schema';

const TABLE = 'beneficiary_matches';

/** Every kept answer of an owner; one that will not open is ignored (matching falls back). */
export async function loadKeptMatches(ctx: AppContext, ownerId: string): Promise<KeptMatches> {
  const rows = await ctx.db
    .select()
    .from(beneficiaryMatches)
    .where(eq(beneficiaryMatches.userId, ownerId));
  const kept = new Map<string, KeptMatch>();
  for (const row of rows) {
    try {
      const { name } = await openRow(
        ctx.keys,
        { table: TABLE, rowId: row.id, userId: ownerId },
        row.sealed,
      );
      if (!name) continue;
      kept.set(keptMatchKey(row.recordKind, row.recordId, row.position), {
        text: name,
        familyMemberId: row.familyMemberId,
        outsideFamily: row.outsideFamily,
      });
    } catch (err) {
      if (!(err instanceof DecryptionError)) throw err;
    }
  }
  return kept;
}

const where = (
  ownerId: string,
  m: Pick<BeneficiaryMatchInput, 'recordKind' | 'recordId' | 'position'>,
) =>
  and(
    eq(beneficiaryMatches.userId, ownerId),
    eq(beneficiaryMatches.recordKind, m.recordKind),
    eq(beneficiaryMatches.recordId, m.recordId),
    eq(beneficiaryMatches.position, m.position),
  );

/** Keeps the owner's answer for one name (`text`: the name as the field now holds it). */
export async function saveKeptMatch(
  ctx: AppContext,
  tx: Database,
  ownerId: string,
  input: BeneficiaryMatchInput,
  text: string,
): Promise<string> {
  const [existing] = await tx
    .select({ id: beneficiaryMatches.id })
    .from(beneficiaryMatches)
    .where(where(ownerId, input));
  const id = existing?.id ?? randomUUID();
  const sealed = await sealRow(
    ctx.keys,
    { table: TABLE, rowId: id, userId: ownerId },
    { name: text },
  );
  const values = {
    familyMemberId: input.familyMemberId,
    outsideFamily: input.outsideFamily,
    sealed,
  };
  if (existing)
    await tx
      .update(beneficiaryMatches)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(beneficiaryMatches.id, id));
  else
    await tx.insert(beneficiaryMatches).values({
      id,
      userId: ownerId,
      recordKind: input.recordKind,
      recordId: input.recordId,
      position: input.position,
      ...values,
    });
  return id;
}

/** Forgets the owner's answer for one name; true when there was one. */
export async function deleteKeptMatch(
  tx: Database,
  ownerId: string,
  m: Pick<BeneficiaryMatchInput, 'recordKind' | 'recordId' | 'position'>,
): Promise<string | null> {
  const [row] = await tx
    .delete(beneficiaryMatches)
    .where(where(ownerId, m))
    .returning({ id: beneficiaryMatches.id });
  return row?.id ?? null;
}
