/**
 * Estate-checklist figures the home dashboard shows (part 1 §4, §9): completion percent, the
 * high-priority open tasks and the recently completed ones.
 */

/** How many high-priority open tasks the dashboard lists. */
export const HIGH_PRIORITY_SHOWN = 6;

/** How many recently completed tasks the dashboard lists. */
export const RECENTLY_COMPLETED_SHOWN = 3;

/** The fields the rules read from a checklist item. */
export interface ChecklistItemLike {
  isCompleted?: boolean | null;
  priority?: number | null;
  completedDate?: string | null;
}

const isDone = (item: ChecklistItemLike) => item.isCompleted === true;

/** Completed and remaining counts. */
export function checklistCounts(items: readonly ChecklistItemLike[]): {
  total: number;
  completed: number;
  remaining: number;
} {
  const completed = items.filter(isDone).length;
  return { total: items.length, completed, remaining: items.length - completed };
}

/** round(completed / total × 100); 0 when there are no items. */
export function completionPercent(items: readonly ChecklistItemLike[]): number {
  const { total, completed } = checklistCounts(items);
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}

/** Open items with priority 1 (High), in the given order, at most `limit`. */
export function highPriorityOpen<T extends ChecklistItemLike>(
  items: readonly T[],
  limit: number = HIGH_PRIORITY_SHOWN,
): T[] {
  return items.filter((item) => !isDone(item) && item.priority === 1).slice(0, limit);
}

/**
 * Completed items that carry a completedDate, newest date first (equal dates keep the given
 * order, which the API sends newest first), at most `limit`.
 */
export function recentlyCompleted<T extends ChecklistItemLike>(
  items: readonly T[],
  limit: number = RECENTLY_COMPLETED_SHOWN,
): T[] {
  return items
    .filter((item) => isDone(item) && !!item.completedDate?.trim())
    .sort((a, b) => compareText(b.completedDate ?? '', a.completedDate ?? ''))
    .slice(0, limit);
}

// 'YYYY-MM-DD' (and ISO timestamps) sort by plain text comparison.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
