/**
 * Financial Analysis › Planning: GET /api/estate-plan/liquidity's answer, and the owner's
 * settlement figures (GET/PUT /api/estate-plan/preferences).
 */
import { z } from 'zod';
import { centsToDecimal, toCents } from '../money';

const decimal = z.string().describe('USD as a decimal string with 2 decimals');

/** Funeral, burial and last bills, unless the owner sets another figure. */
export const DEFAULT_FINAL_EXPENSES = '15000.00';
/** How long an estate takes to settle, unless the owner says otherwise. */
export const DEFAULT_MONTHS_TO_SETTLE = 12;
export const MAX_MONTHS_TO_SETTLE = 60;

export const estatePlanPreferencesSchema = z.object({
  finalExpenses: decimal,
  monthsToSettle: z.number().int(),
  /** True while the owner has not changed the default. */
  finalExpensesIsDefault: z.boolean(),
  monthsToSettleIsDefault: z.boolean(),
});
export type EstatePlanPreferences = z.infer<typeof estatePlanPreferencesSchema>;

/** PUT body; null goes back to the default. */
export const estatePlanPreferencesInputSchema = z.object({
  finalExpenses: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(/,/g, ''))
    .refine(
      (v) => /^\d{1,13}(\.\d{1,2})?$/.test(v),
      'Final expenses must be an amount in dollars, at most 2 decimals',
    )
    .transform((v) => centsToDecimal(toCents(v) ?? 0n))
    .nullable()
    .optional(),
  monthsToSettle: z
    .number({ error: 'Months to settle must be a whole number' })
    .int('Months to settle must be a whole number')
    .min(1, 'Months to settle must be at least 1')
    .max(MAX_MONTHS_TO_SETTLE, `Months to settle must be at most ${MAX_MONTHS_TO_SETTLE}`)
    .nullable()
    .optional(),
});

const line = z.object({
  recordKind: z.string(),
  recordId: z.string(),
  title: z.string(),
  amount: decimal,
  note: z.string(),
  link: z.string(),
});
export type LiquidityLine = z.infer<typeof line>;

export const liquiditySchema = z.object({
  taxYear: z.number().int(),
  preferences: estatePlanPreferencesSchema,
  /** What the executor can use: assets that pass through the estate. */
  available: z.object({
    cash: decimal,
    brokerage: decimal,
    lifeInsurance: decimal,
    total: decimal,
  }),
  /** What goes straight to named people, joint owners or trusts: shown apart, not counted. */
  apart: z.object({
    cash: decimal,
    brokerage: decimal,
    lifeInsurance: decimal,
    retirement: decimal,
    total: decimal,
  }),
  /** Not cash: retirement accounts payable to the estate, real estate, business interests. */
  notCounted: z.object({ retirement: decimal, realEstate: decimal, business: decimal }),
  due: z.object({
    debts: decimal,
    estateTax: decimal,
    finalExpenses: decimal,
    carryingCosts: decimal,
    monthlyCarrying: decimal,
    total: decimal,
  }),
  debts: z.array(line),
  /** Mortgages and home-equity loans: stay with the property, shown apart. */
  secured: z.object({ total: decimal, items: z.array(line) }),
  /** available.total − due.total. */
  balance: decimal,
  status: z.enum(['surplus', 'shortfall', 'even']),
  /** What moves the balance most, largest first. */
  drivers: z.array(
    z.object({ label: z.string(), amount: decimal, kind: z.enum(['asset', 'cost']) }),
  ),
  missingAreas: z.array(z.string()),
});
export type Liquidity = z.infer<typeof liquiditySchema>;
