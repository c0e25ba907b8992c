import type { RecordKindKey } from './records';

/**
 * One name for each place (docs/decisions/027-one-name-for-each-place.md). The spec words the
 * desktop sidebar and the phone drawer differently (part 1 §2, Label A and Label B); a mother on a
 * laptop and a daughter on a phone could not guide each other, so every place that names an area
 * (sidebar, drawer, the sharing picker, emails, PDFs, search, the user guide) reads its name here,
 * in the sidebar's wording (Label A). A page's own heading stays the spec's where the spec gives
 * one (e.g. "Document Storage" above the Documents list).
 *
 * The 20 signed-in areas in sidebar order. `area` links a menu entry to the record kind it lists,
 * so a kind's name is its menu entry's. Trusted People (sharing and emergency access,
 * docs/decisions/017) and Letters & Wishes are ours, not the spec's.
 */
export const NAV_ITEMS = [
  { path: '/', label: 'Dashboard' },
  { path: '/ai-assistant', label: 'AI Financial Assistant' },
  { path: '/family', label: 'Family Members', area: 'family-members' },
  { path: '/banking', label: 'Financial Account Information', area: 'bank-accounts' },
  { path: '/investments', label: 'Investments', area: 'investment-accounts' },
  { path: '/insurance', label: 'Insurance', area: 'insurance-policies' },
  { path: '/real-estate', label: 'Real Estate', area: 'real-estate' },
  { path: '/documents', label: 'Documents', area: 'documents' },
  { path: '/estate-planning', label: 'Estate Planning', area: 'estate-checklist-items' },
  // Ours (issue 29): final wishes and letters, beside the estate plan they complete.
  { path: '/letters-and-wishes', label: 'Letters & Wishes', area: 'letters-and-wishes' },
  { path: '/professional-contacts', label: 'Professional Contacts', area: 'professional-contacts' },
  { path: '/debts-liabilities', label: 'Debts & Liabilities', area: 'debts-liabilities' },
  { path: '/medical-information', label: 'Medical Information', area: 'medical-information' },
  { path: '/business-interests', label: 'Business Interests', area: 'business-interests' },
  { path: '/dashboard', label: 'Summary Dashboard' },
  { path: '/legacy-planning', label: 'Legacy Planning' },
  { path: '/financial-analysis', label: 'Financial Analysis' },
  { path: '/advanced-reporting', label: 'Advanced Reporting' },
  { path: '/trusted-people', label: 'Trusted People' },
  { path: '/user-guide', label: 'User Guide' },
] as const satisfies readonly { path: string; label: string; area?: RecordKindKey }[];

export type NavItem = (typeof NAV_ITEMS)[number];

/**
 * The two record areas without a menu entry of their own: Important Dates (shown on the home and
 * in reminders) and Charitable Giving (a tab of Legacy Planning). Their screens' titles name them.
 */
const AREAS_OFF_THE_MENU = {
  'important-dates': 'Important Dates',
  'charitable-gifts': 'Charitable Giving',
} as const satisfies Partial<Record<RecordKindKey, string>>;

/** Each record area's one name: the sharing picker, invitations, PDFs' sections, search. */
export const AREA_NAMES: Record<RecordKindKey, string> = {
  ...AREAS_OFF_THE_MENU,
  ...Object.fromEntries(
    NAV_ITEMS.flatMap((item) => ('area' in item ? [[item.area, item.label]] : [])),
  ),
} as Record<RecordKindKey, string>;

/** The name of the place at `path` as the menus say it (the path itself if it is not one). */
export function placeName(path: string): string {
  return NAV_ITEMS.find((item) => item.path === path)?.label ?? path;
}
