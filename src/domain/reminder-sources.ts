import type { RecordKindKey } from './records';
import type { ReminderKind } from './reminders';

/** One dated field that is reminded: where it lives and how a reminder about it reads. */
export interface ReminderSource {
  /** Stable id stored with each reminder sent, e.g. 'documents.expirationDate'. */
  id: string;
  recordKind: RecordKindKey;
  field: string;
  kind: ReminderKind;
  /** The area named in emails and the Upcoming view. */
  area: string;
  /** What the thing is, in a notification's heading: 'Document', 'Birthday'. */
  noun: string;
  /** What happens on the date: 'expires', 'matures', 'is due'; '' for an event. */
  verb: string;
  /** Comes back every year (the record's isRecurring decides for important dates). */
  yearly: boolean | 'isRecurring';
}

/** Every dated field that is reminded, in the order emails list areas. */
export const REMINDER_SOURCES: readonly ReminderSource[] = [
  {
    id: 'important-dates.eventDate',
    recordKind: 'important-dates',
    field: 'eventDate',
    kind: 'importantDates',
    area: 'Important dates',
    noun: 'Important date',
    verb: '',
    yearly: 'isRecurring',
  },
  {
    id: 'documents.expirationDate',
    recordKind: 'documents',
    field: 'expirationDate',
    kind: 'expirations',
    area: 'Documents',
    noun: 'Document',
    verb: 'expires',
    yearly: false,
  },
  {
    id: 'insurance-policies.expirationDate',
    recordKind: 'insurance-policies',
    field: 'expirationDate',
    kind: 'expirations',
    area: 'Insurance',
    noun: 'Insurance policy',
    verb: 'expires',
    yearly: false,
  },
  {
    id: 'bank-accounts.maturityDate',
    recordKind: 'bank-accounts',
    field: 'maturityDate',
    kind: 'expirations',
    area: 'Banking',
    noun: 'Bank account',
    verb: 'matures',
    yearly: false,
  },
  {
    id: 'investment-accounts.maturityDate',
    recordKind: 'investment-accounts',
    field: 'maturityDate',
    kind: 'expirations',
    area: 'Investments',
    noun: 'Investment account',
    verb: 'matures',
    yearly: false,
  },
  {
    id: 'debts-liabilities.dueDate',
    recordKind: 'debts-liabilities',
    field: 'dueDate',
    kind: 'expirations',
    area: 'Debts',
    noun: 'Debt payment',
    verb: 'is due',
    yearly: false,
  },
  {
    id: 'family-members.birthday',
    recordKind: 'family-members',
    field: 'birthday',
    kind: 'familyDates',
    area: 'Family',
    noun: 'Birthday',
    verb: '',
    yearly: true,
  },
  {
    id: 'family-members.anniversary',
    recordKind: 'family-members',
    field: 'anniversary',
    kind: 'familyDates',
    area: 'Family',
    noun: 'Anniversary',
    verb: '',
    yearly: true,
  },
];

/** The monthly nudge about unfinished high-priority checklist items (one per month, no record). */
export const CHECKLIST_SOURCE_ID = 'estate-checklist-items.highPriority';
export const CHECKLIST_AREA = 'Estate checklist';

/** A source by its id (undefined for the checklist nudge or an unknown id). */
export const reminderSource = (id: string) => REMINDER_SOURCES.find((s) => s.id === id);

const inDays = (days: number) =>
  days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;

/** A reminder's heading: 'Document expires in 30 days', 'Important date tomorrow', 'Birthday today'. */
export function reminderHeading(source: ReminderSource, daysAway: number): string {
  return [source.noun, source.verb, inDays(daysAway)].filter(Boolean).join(' ');
}

/** The checklist nudge's heading. */
export function checklistHeading(count: number): string {
  return count === 1
    ? '1 high-priority checklist item is unfinished'
    : `${count} high-priority checklist items are unfinished`;
}
