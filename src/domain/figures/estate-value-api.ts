import { z } from 'zod';

/**
 * GET /api/estate-plan/estate-value: the estate the tax is figured on, from the records the
 * reader may see, with each inclusion rule beside it (decision 028).
 */
export const estateValueSchema = z.object({
  /** Decimal string: the inclusions less the debts. */
  estateValue: z.string(),
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
});
export type EstateValue = z.infer<typeof estateValueSchema>;
