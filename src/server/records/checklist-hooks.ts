import type { RecordHooks } from './record-hooks';

/** Today as YYYY-MM-DD in UTC: the day a checklist item was completed. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Completing an item stamps its completion date (unless one is given); un-completing clears it
 * (part 1 §4), so a client that only toggles `isCompleted` still gets the date right.
 */
export const checklistHooks: RecordHooks = {
  prepare(input, { existing }) {
    if (input.isCompleted === true && !input.completedDate && !existing?.completedDate) {
      return { ...input, completedDate: today() };
    }
    if (input.isCompleted === false) return { ...input, completedDate: null };
    return input;
  },
};
