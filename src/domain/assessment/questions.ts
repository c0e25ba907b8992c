import { z } from 'zod';

/**
 * The Estate Planning Assessment: the few questions a planner asks first. Every answer is a
 * choice from a fixed list, so answers are stored plain (docs/decisions/005) and the
 * proposals they lead to are worked out the same way on both sides (proposals.ts).
 */

/** The usual three answers. */
export const YES_NO_UNSURE = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unsure', label: 'Not sure' },
] as const;

/** One question: its key, its words, a line of why, and its choices. */
export interface AssessmentQuestion {
  key: string;
  question: string;
  why: string;
  choices: readonly { value: string; label: string }[];
}

export const ASSESSMENT_QUESTIONS = [
  {
    key: 'will',
    question: 'Do you have a signed will?',
    why: 'A will names your executor and says who inherits; without one, state law decides.',
    choices: YES_NO_UNSURE,
  },
  {
    key: 'trust',
    question: 'Do you have a living trust?',
    why: 'A trust can keep property out of probate and manage it for young or vulnerable heirs.',
    choices: YES_NO_UNSURE,
  },
  {
    key: 'financialPowerOfAttorney',
    question: 'Have you named someone to handle your money if you cannot (a power of attorney)?',
    why: 'Without one, your family may need a court to let them pay your bills.',
    choices: YES_NO_UNSURE,
  },
  {
    key: 'healthcarePowerOfAttorney',
    question: 'Have you named someone to make medical decisions if you cannot?',
    why: 'A healthcare power of attorney lets the person you choose speak with your doctors.',
    choices: YES_NO_UNSURE,
  },
  {
    key: 'healthcareDirective',
    question: 'Do you have a healthcare directive (a living will) saying what care you want?',
    why: 'It spares your family guessing what you would want.',
    choices: YES_NO_UNSURE,
  },
  {
    key: 'beneficiaries',
    question:
      'Have you checked the beneficiaries on your retirement accounts and life insurance in the last three years?',
    why: 'These pass by the form the company holds, whatever your will says.',
    choices: YES_NO_UNSURE,
  },
  {
    key: 'guardians',
    question: 'If you have children under 18, have you named guardians for them?',
    why: 'Only a will can name who raises your children.',
    choices: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
      { value: 'none', label: 'No children under 18' },
    ],
  },
  {
    key: 'originals',
    question: 'Where are the signed originals of these documents kept?',
    why: 'Most courts need the signed original of a will, not a copy.',
    choices: [
      { value: 'home', label: 'In a safe or file at home' },
      { value: 'bank', label: 'In a safe deposit box' },
      { value: 'attorney', label: 'With my attorney' },
      { value: 'unsure', label: 'Not sure, or in several places' },
    ],
  },
] as const satisfies readonly AssessmentQuestion[];

export type QuestionKey = (typeof ASSESSMENT_QUESTIONS)[number]['key'];

type Choice<K extends QuestionKey> = Extract<
  (typeof ASSESSMENT_QUESTIONS)[number],
  { key: K }
>['choices'][number]['value'];

/** The answers given so far (a question left out is unanswered). */
export type AssessmentAnswers = { [K in QuestionKey]?: Choice<K> };

/** The answers' schema: each question optional, each answer one of its choices, nothing else. */
export const assessmentAnswersSchema = z.strictObject(
  Object.fromEntries(
    ASSESSMENT_QUESTIONS.map((q) => {
      const values = q.choices.map((c) => c.value) as [string, ...string[]];
      return [
        q.key,
        z.enum(values, { message: `${q.key} must be one of: ${values.join(', ')}` }).optional(),
      ];
    }),
  ),
) as unknown as z.ZodType<AssessmentAnswers>;
