import { and, eq } from 'drizzle-orm';
import type { Assessment, Proposal } from '../../domain/assessment/api';
import { proposalsFor } from '../../domain/assessment/proposals';
import type { AssessmentAnswers } from '../../domain/assessment/questions';
import type { Database } from '../db/client';
import { assessmentItems, assessments, estateChecklistItems } from '../db/schema';

/** Each suggestion already made into a checklist item: its item's id and whether it is done. */
export async function acceptedItems(db: Database, userId: string) {
  const rows = await db
    .select({
      key: assessmentItems.proposalKey,
      itemId: assessmentItems.checklistItemId,
      done: estateChecklistItems.isCompleted,
    })
    .from(assessmentItems)
    .innerJoin(estateChecklistItems, eq(estateChecklistItems.id, assessmentItems.checklistItemId))
    .where(and(eq(assessmentItems.userId, userId), eq(estateChecklistItems.userId, userId)));
  return new Map(rows.map((r) => [r.key, { itemId: r.itemId, done: r.done }]));
}

/** The owner's answers and when they were saved (none yet: empty, null). */
export async function loadAnswers(db: Database, userId: string) {
  const [row] = await db.select().from(assessments).where(eq(assessments.userId, userId));
  return { answers: (row?.answers ?? {}) as AssessmentAnswers, answeredAt: row?.updatedAt ?? null };
}

/** The assessment as the API answers it: answers, and each suggestion with where it stands. */
export async function loadAssessment(db: Database, userId: string): Promise<Assessment> {
  const { answers, answeredAt } = await loadAnswers(db, userId);
  const accepted = await acceptedItems(db, userId);
  const proposals: Proposal[] = proposalsFor(answers).map((p) => {
    const item = accepted.get(p.key);
    return { ...p, status: !item ? 'new' : item.done ? 'completed' : 'added' };
  });
  return { answers, answeredAt: answeredAt?.toISOString() ?? null, proposals };
}
