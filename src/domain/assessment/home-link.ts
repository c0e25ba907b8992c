import { ASSESSMENT_QUESTIONS, type AssessmentAnswers } from './questions';

/**
 * The words of the home's link to the assessment: the spec's "Complete Estate Planning
 * Assessment" until every question has a saved answer, then an invitation to look again
 * (answers change after a birth, death, marriage or move). Issue 41: it kept asking to complete
 * an assessment already done.
 */
export function assessmentLinkLabel(
  assessment: { answers: AssessmentAnswers; answeredAt: string | null } | undefined,
): string {
  const done =
    assessment?.answeredAt != null &&
    ASSESSMENT_QUESTIONS.every((q) => assessment.answers[q.key] !== undefined);
  return done ? 'Review Your Estate Planning Assessment' : 'Complete Estate Planning Assessment';
}
