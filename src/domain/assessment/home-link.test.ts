import { describe, expect, it } from 'vitest';
import { assessmentLinkLabel } from './home-link';
import { ASSESSMENT_QUESTIONS, type AssessmentAnswers } from './questions';

/** Every question answered with its first choice. */
const allAnswered = Object.fromEntries(
  ASSESSMENT_QUESTIONS.map((q) => [q.key, q.choices[0].value]),
) as AssessmentAnswers;

describe("the home's link to the assessment", () => {
  it('asks to complete it until every question has a saved answer', () => {
    expect(assessmentLinkLabel(undefined)).toBe('Complete Estate Planning Assessment');
    expect(assessmentLinkLabel({ answers: {}, answeredAt: null })).toBe(
      'Complete Estate Planning Assessment',
    );
    const [first] = ASSESSMENT_QUESTIONS;
    const some = { [first.key]: first.choices[0].value } as AssessmentAnswers;
    expect(assessmentLinkLabel({ answers: some, answeredAt: '2026-11-01T00:00:00.000Z' })).toBe(
      'Complete Estate Planning Assessment',
    );
  });

  it('once done, offers to review it instead (issue 41)', () => {
    expect(
      assessmentLinkLabel({ answers: allAnswered, answeredAt: '2026-11-01T00:00:00.000Z' }),
    ).toBe('Review Your Estate Planning Assessment');
  });
});
