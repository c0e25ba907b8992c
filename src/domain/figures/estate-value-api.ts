import { z } from 'zod';
import { sharedSchema } from './shared-view';

/**
 * GET /api/estate-plan/estate-value: the estate the tax is figured on, from the records the
 * reader may see, with each inclusion rule beside it (decision 028).
 */
export const estateValueSchema = z.object({
  /**
   * Decimal string: the inclusions less the debts. Null for a visitor whose grant does not cover
   * every area the estate is made of (never a partial sum, never $0 for what is hidden).
   */
  estateValue: z.string().nullable(),
  rules: z.array(
    z.object({
      rule: z.string(),
      source: z.string(),
      assets: z.number().int(),
      amount: z.string(),
    }),
  ),
  /** Record areas the reader's grant does not cover (none for the owner). */
  missingAreas: z.array(z.string()),
  /** Whose figures, from how many areas, in a trusted person's view; null for the owner. */
  shared: sharedSchema,
});
export type EstateValue = z.infer<typeof estateValueSchema>;
