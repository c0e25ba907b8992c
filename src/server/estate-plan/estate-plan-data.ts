/**
 * What the estate-plan routes and reports read: the vault owner's records within the reader's
 * scope (which areas are missing, said out loud), the day, and the tax year.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LATEST_TAX_YEAR, TAX_YEARS } from '../../domain/estate-tax';
import { parseDateOnly } from '../../domain/important-dates-rules';
import { isSealedUntilRelease, RECORD_KINDS, type RecordKindKey } from '../../domain/records';
import { coversArea } from '../../domain/trusted-people';
import type { AppContext } from '../context';
import { loadUserRecords, type UserRecords } from '../reports/report-data';
import type { VaultScope } from '../vault-scope/vault-scope';

/** ?today= (the person's calendar day) and ?year= (the estate-tax rules' year). */
export const estateQuerySchema = z.object({
  today: z
    .string()
    .refine((value) => parseDateOnly(value) !== null, 'today must be a date as YYYY-MM-DD')
    .optional(),
  year: z.coerce
    .number({ error: 'year must be a tax year' })
    .int('year must be a tax year')
    .refine((y) => TAX_YEARS.includes(y), `year must be one of ${TAX_YEARS.join(', ')}`)
    .optional(),
});

const pad = (n: number) => String(n).padStart(2, '0');

/** The person's day as YYYY-MM-DD (the server's when none is given). */
export function todayOf(today: string | undefined): string {
  const day = parseDateOnly(today);
  if (day) return `${day.y}-${pad(day.m)}-${pad(day.d)}`;
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const taxYearOf = (year: number | undefined) => year ?? LATEST_TAX_YEAR;

/** The owner's records the reader may see, and the areas they may not. */
export async function loadScopedRecords(
  ctx: AppContext,
  scope: VaultScope,
): Promise<{ records: UserRecords; missingAreas: RecordKindKey[] }> {
  const areas = scope.trusted?.areas ?? null;
  const records = await loadUserRecords(ctx, scope.ownerId, areas);
  // Letters & Wishes is never a grant's area, nor a report's: not "missing" from anyone's view.
  const missingAreas = RECORD_KINDS.filter((k) => !isSealedUntilRelease(k))
    .map((k) => k.key)
    .filter((key) => !coversArea(areas, key));
  return { records, missingAreas };
}

/** The vault a request reads (its own, or an owner's through a grant). */
export const scopeOf = (ctx: AppContext, request: FastifyRequest) => ctx.vaults.resolve(request);
