/** The executor's first-days plan as the API answers it, and a tick's request (issue 29). */
import { z } from 'zod';

/** A step as the screen shows it: the plan's step and, once ticked, who did it and when. */
export const planStepSchema = z.object({
  key: z.string(),
  title: z.string(),
  details: z.array(z.string()),
  area: z.string().nullable(),
  done: z.object({ by: z.string(), at: z.string() }).nullable(),
});
export type PlanStepView = z.infer<typeof planStepSchema>;

/** GET /api/executor-plan. */
export const executorPlanSchema = z.object({
  steps: z.array(planStepSchema),
  /** True for an executor whose access is open: the only reader who may tick steps. */
  canTick: z.boolean(),
  /** Why the access opened, which chose the plan (issue 45). */
  reason: z.enum(['died', 'incapacitated', 'other']),
});
export type ExecutorPlan = z.infer<typeof executorPlanSchema>;

/** A step's key in the path: 'death-certificates', 'insurance:<id>', … */
export const planStepKeySchema = z.string().regex(/^[a-z-]+(:[0-9a-f-]{36})?$/, 'Unknown step');

/** PUT /api/executor-plan/steps/:key body. */
export const tickStepSchema = z.object({
  done: z.boolean({ message: 'done must be true or false' }),
});

/** The 403 answer to anyone but an executor with open access. */
export const ONLY_EXECUTORS_TICK =
  'Only an executor whose access is open can tick off these steps.';

/**
 * The plan's heading by the reason access opened (issue 45): only a death is spoken of as one;
 * an owner who is ill may read these words herself later.
 */
export const PLAN_TITLES = {
  died: 'Your first days as executor',
  incapacitated: 'Looking after their affairs for now',
  other: 'Your first steps as executor',
} as const;
