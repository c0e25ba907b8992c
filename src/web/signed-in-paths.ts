import { RECORD_KINDS, type RecordKindKey } from '../domain/records';
import { recordDisplay } from '../domain/records/display';

/**
 * The signed-in app's paths. Only the signed-in routes and the signed-out fallback import this
 * (both lazy chunks), so the record descriptions stay out of the public pages' scripts.
 */

/**
 * Record kinds with a page of their own, built on the generic pieces (charitable gifts live in
 * a tab of Legacy Planning).
 */
const OWN_PAGE_KINDS = [
  'documents',
  'estate-checklist-items',
  'charitable-gifts',
  'letters-and-wishes',
] as const satisfies RecordKindKey[];

/** Their routes, by kind. */
export const OWN_RECORD_PATHS = {
  documents: recordDisplay('documents').route,
  estatePlanning: recordDisplay('estate-checklist-items').route,
  lettersAndWishes: recordDisplay('letters-and-wishes').route,
};

/** Every other record kind is served by the generic list page, at its display's route. */
export const RECORD_ROUTES = RECORD_KINDS.filter(
  (kind) => !(OWN_PAGE_KINDS as readonly string[]).includes(kind.key),
).map((kind) => ({ kindKey: kind.key, path: recordDisplay(kind.key).route }));

/** Signed-in screens that are not record lists, each with a page of its own. */
export const OWN_PAGE_PATHS = [
  '/ai-assistant',
  '/dashboard',
  '/legacy-planning',
  '/financial-analysis',
  '/advanced-reporting',
  '/trusted-people',
  '/estate-planning/assessment',
  '/import',
  '/user-guide',
  '/admin',
  /** The executor's first-days plan (issue 29). */
  '/executor-plan',
  /** What was deleted in the last 30 days (issue 44). */
  '/recently-deleted',
] as const;

/** Paths only a signed-in user may open (besides /). */
export const SIGNED_IN_ONLY_PATHS = [
  ...RECORD_ROUTES.map((r) => r.path),
  ...Object.values(OWN_RECORD_PATHS),
  ...OWN_PAGE_PATHS,
  '/settings',
  '/preferences',
  '/upcoming',
  /** The one page a request for emergency access links to (grant-notices.ts). */
  '/trusted-people/requests/:id',
];
