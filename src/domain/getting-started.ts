import { z } from 'zod';
import { isBlank } from './format';

/**
 * The home dashboard's "Getting started" card: the few steps that make a vault useful, each
 * ticked by what the owner has actually recorded (GET /api/getting-started works out the facts).
 */
export const GETTING_STARTED_STEPS = [
  {
    key: 'family',
    title: 'Add your family',
    hint: 'Spouse, children, parents: the people your plans are for.',
    link: '/family',
    action: 'Add family',
  },
  {
    key: 'accounts',
    title: 'Add your accounts',
    hint: 'Bank and investment accounts, so nothing is missed or left unclaimed.',
    link: '/banking',
    action: 'Add accounts',
  },
  {
    key: 'will',
    title: 'Say where your will is',
    hint: 'Add your will in Documents with where the signed original is kept.',
    link: '/documents',
    action: 'Add your will',
  },
  {
    key: 'trusted',
    title: 'Choose an executor or trusted person',
    hint: 'Someone who can reach your records when your family needs them.',
    link: '/trusted-people',
    action: 'Open Trusted People',
  },
  {
    key: 'kit',
    title: 'Save your Emergency Kit',
    hint: 'Your recovery key on paper: without it a forgotten password locks your records.',
    link: '/settings',
    action: 'Open Account Settings',
  },
] as const;

export type GettingStartedKey = (typeof GETTING_STARTED_STEPS)[number]['key'];

/** What the server found, from which every step's tick follows. */
export interface GettingStartedFacts {
  familyMembers: number;
  accounts: number;
  willLocated: boolean;
  /** Trusted people confirmed (any role): they can reach the records now or on request. */
  confirmedTrustedPeople: number;
  kitSaved: boolean;
}

/** Which steps are done. */
export function stepsDone(facts: GettingStartedFacts): Record<GettingStartedKey, boolean> {
  return {
    family: facts.familyMembers > 0,
    accounts: facts.accounts > 0,
    will: facts.willLocated,
    trusted: facts.confirmedTrustedPeople > 0,
    kit: facts.kitSaved,
  };
}

/** The fields of a document the will step reads. */
export interface WillLike {
  documentType?: unknown;
  location?: unknown;
  attorneyContactId?: unknown;
}

/**
 * A will counts as located when it is recorded as a Will with where the signed original is kept
 * (its Physical Location) or the attorney who holds a copy.
 */
export function isWillLocated(documents: readonly WillLike[]): boolean {
  return documents.some(
    (d) => d.documentType === 'Will' && (!isBlank(d.location) || !isBlank(d.attorneyContactId)),
  );
}

/** The home's plain notice while nobody can reach the records, and its link's words. */
export const NOBODY_CAN_REACH = {
  title: 'Nobody can reach your records in an emergency',
  text: 'Until you add an executor or a trusted person and confirm them, only you can open these records.',
  action: 'Go to Trusted People',
};

/** GET /api/getting-started answer. */
export const gettingStartedSchema = z.object({
  /** The owner hid the card (Preferences brings it back). */
  hidden: z.boolean(),
  steps: z.array(
    z.object({
      key: z.enum(GETTING_STARTED_STEPS.map((s) => s.key) as [GettingStartedKey]),
      done: z.boolean(),
    }),
  ),
  /** Someone confirmed can reach the records: the home's notice goes. */
  reachable: z.boolean(),
});
export type GettingStarted = z.infer<typeof gettingStartedSchema>;
