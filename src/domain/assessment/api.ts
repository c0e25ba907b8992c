import { z } from 'zod';
import { CHECKLIST_CATEGORIES } from '../records/estate-checklist-items';
import { PROPOSAL_KEYS } from './proposals';
import { assessmentAnswersSchema, type AssessmentAnswers } from './questions';

/**
 * Where a suggestion stands: 'new' (not on the checklist), 'added' (an open checklist item made
 * from it), 'completed' (that item is done). Deleting the item makes it 'new' again.
 */
export const PROPOSAL_STATUSES = ['new', 'added', 'completed'] as const;

const proposalSchema = z.object({
  key: z.enum(PROPOSAL_KEYS),
  title: z.string(),
  description: z.string(),
  category: z.enum(CHECKLIST_CATEGORIES),
  priority: z.number().int().min(1).max(3),
  status: z.enum(PROPOSAL_STATUSES),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** GET and PUT /api/assessment answer: the answers so far and what they suggest. */
export const assessmentSchema = z.object({
  answers: assessmentAnswersSchema,
  /** When the answers were last saved; null before the first time. */
  answeredAt: z.string().nullable(),
  proposals: z.array(proposalSchema),
});
export type Assessment = z.infer<typeof assessmentSchema> & { answers: AssessmentAnswers };

/** PUT /api/assessment body. */
export const saveAssessmentSchema = z.object({ answers: assessmentAnswersSchema });

/** POST /api/assessment/accept body: the suggestions to put on the checklist. */
export const acceptProposalsSchema = z.object({
  keys: z
    .array(z.enum(PROPOSAL_KEYS, { message: 'Choose suggestions from the list' }))
    .min(1, 'Choose at least one suggestion')
    .max(PROPOSAL_KEYS.length),
});

/** POST /api/assessment/accept answer: how many items were added, and the assessment now. */
export const acceptedProposalsSchema = z.object({
  added: z.number(),
  assessment: assessmentSchema,
});
