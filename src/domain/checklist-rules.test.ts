import { describe, expect, it } from 'vitest';
import {
  checklistCounts,
  completionPercent,
  highPriorityOpen,
  recentlyCompleted,
  type ChecklistItemLike,
} from './checklist-rules';

type Item = ChecklistItemLike & { title: string };
const open = (title: string, priority = 1): Item => ({
  title,
  priority,
  isCompleted: false,
  completedDate: null,
});
const done = (title: string, completedDate: string | null, priority = 1): Item => ({
  title,
  priority,
  isCompleted: true,
  completedDate,
});

describe('completionPercent', () => {
  it('is 0 with no items', () => {
    expect(completionPercent([])).toBe(0);
  });

  it('rounds completed / total to a whole percent', () => {
    expect(completionPercent([done('a', '2024-01-01'), open('b'), open('c')])).toBe(33);
    expect(completionPercent([done('a', '2024-01-01'), done('b', null), open('c')])).toBe(67);
    expect(completionPercent([done('a', '2024-01-01'), open('b')])).toBe(50);
    expect(completionPercent([done('a', '2024-01-01')])).toBe(100);
    expect(completionPercent([open('a')])).toBe(0);
  });

  it('counts a completed item without a date as completed', () => {
    expect(checklistCounts([done('a', null), open('b')])).toEqual({
      total: 2,
      completed: 1,
      remaining: 1,
    });
  });
});

describe('highPriorityOpen', () => {
  it('keeps open priority-1 items only, in order', () => {
    const items = [open('a'), open('b', 2), done('c', '2024-01-01'), open('d', 3), open('e')];
    expect(highPriorityOpen(items).map((i) => i.title)).toEqual(['a', 'e']);
  });

  it('shows at most 6', () => {
    const items = Array.from({ length: 8 }, (_, i) => open(`t${i}`));
    expect(highPriorityOpen(items).map((i) => i.title)).toEqual([
      't0',
      't1',
      't2',
      't3',
      't4',
      't5',
    ]);
    expect(highPriorityOpen(items.slice(0, 6))).toHaveLength(6);
  });
});

describe('recentlyCompleted', () => {
  it('lists completed items with a date, newest first, at most 3', () => {
    const items = [
      done('old', '2023-05-01'),
      done('undated', null),
      open('open'),
      done('newest', '2024-03-02'),
      done('middle', '2024-01-15'),
      done('older', '2023-12-31'),
    ];
    expect(recentlyCompleted(items).map((i) => i.title)).toEqual(['newest', 'middle', 'older']);
  });

  it('keeps the given order for equal dates and skips blank dates', () => {
    const items = [done('first', '2024-01-01'), done('blank', '  '), done('second', '2024-01-01')];
    expect(recentlyCompleted(items).map((i) => i.title)).toEqual(['first', 'second']);
  });

  it('does not reorder its input', () => {
    const items = [done('a', '2023-01-01'), done('b', '2024-01-01')];
    recentlyCompleted(items);
    expect(items.map((i) => i.title)).toEqual(['a', 'b']);
  });
});
