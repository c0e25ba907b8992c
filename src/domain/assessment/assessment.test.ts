import { describe, expect, it } from 'vitest';
import { CHECKLIST_CATEGORIES } from '../records/estate-checklist-items';
import { PROPOSAL_KEYS, proposalsFor } from './proposals';
import { ASSESSMENT_QUESTIONS, assessmentAnswersSchema, type AssessmentAnswers } from './questions';

/** Every combination of answers, one question at a time varied over its choices. */
function everyAnswer(): AssessmentAnswers[] {
  const out: AssessmentAnswers[] = [{}];
  for (const q of ASSESSMENT_QUESTIONS)
    for (const c of q.choices) out.push({ [q.key]: c.value } as AssessmentAnswers);
  return out;
}

describe('assessment', () => {
  it('suggests nothing before any answer', () => {
    expect(proposalsFor({})).toEqual([]);
  });

  it('uses only the spec’s categories, priorities 1 to 3 and known, unique keys', () => {
    for (const answers of everyAnswer()) {
      const proposals = proposalsFor(answers);
      expect(new Set(proposals.map((p) => p.key)).size).toBe(proposals.length);
      for (const p of proposals) {
        expect(CHECKLIST_CATEGORIES).toContain(p.category);
        expect([1, 2, 3]).toContain(p.priority);
        expect(PROPOSAL_KEYS).toContain(p.key);
      }
    }
  });

  it('suggests what is missing, high priority first, and a review of what is in place', () => {
    const missing = proposalsFor({
      will: 'no',
      financialPowerOfAttorney: 'no',
      healthcarePowerOfAttorney: 'unsure',
      healthcareDirective: 'no',
      guardians: 'none',
    });
    expect(missing.map((p) => [p.key, p.priority])).toEqual([
      ['make-will', 1],
      ['financial-power-of-attorney', 1],
      ['healthcare-power-of-attorney', 2],
      ['healthcare-directive', 1],
    ]);
    expect(proposalsFor({ will: 'yes', trust: 'yes' }).map((p) => p.key)).toEqual([
      'review-will',
      'fund-trust',
    ]);
    expect(proposalsFor({ originals: 'unsure' }).map((p) => p.key)).toEqual(['gather-originals']);
  });

  it('accepts each question’s own choices only', () => {
    expect(assessmentAnswersSchema.safeParse({ guardians: 'none' }).success).toBe(true);
    expect(assessmentAnswersSchema.safeParse({ will: 'none' }).success).toBe(false);
    expect(assessmentAnswersSchema.safeParse({ extra: 'yes' }).success).toBe(false);
  });
});
