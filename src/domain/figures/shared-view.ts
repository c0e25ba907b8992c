/**
 * What a trusted person sees of the owner's figures (issue 43, decision 028): each figure is
 * computed only from the areas the grant covers, labelled with how many and whose, and a figure
 * that would need an area not shared is "Not shared with you", never a $0 that stands for it.
 */

/** Shown in place of a figure that needs an area the grant does not cover. */
export const NOT_SHARED = 'Not shared with you';

/** The areas each dashboard figure is computed from. */
export const FIGURE_AREAS = {
  netWorth: [
    'bank-accounts',
    'investment-accounts',
    'real-estate',
    'business-interests',
    'debts-liabilities',
  ],
  familyMembers: ['family-members'],
  insurance: ['insurance-policies'],
  checklist: ['estate-checklist-items'],
  upcomingDates: ['important-dates'],
  bank: ['bank-accounts'],
  investments: ['investment-accounts'],
  realEstate: ['real-estate'],
  businessInterests: ['business-interests'],
  debts: ['debts-liabilities', 'real-estate'],
  documents: ['documents'],
} as const satisfies Record<string, readonly string[]>;
export type FigureKey = keyof typeof FIGURE_AREAS;

/** True when every area `figure` needs is covered (areas null: every area). */
export function figureShared(areas: readonly string[] | null, figure: FigureKey): boolean {
  return areas === null || FIGURE_AREAS[figure].every((a) => areas.includes(a));
}

/** "From the 3 areas Maria shares with you" / "From all the areas Maria shares with you". */
export function sharedLabel(ownerFirstName: string, areas: number | 'all'): string {
  if (areas === 'all') return `From all the areas ${ownerFirstName} shares with you`;
  return `From the ${areas === 1 ? 'one area' : `${areas} areas`} ${ownerFirstName} shares with you`;
}
