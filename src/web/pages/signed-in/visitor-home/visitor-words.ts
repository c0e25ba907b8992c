import { type TrustedRole } from '../../../../domain/trusted-people';
import { AREA_NAMES } from '../../../../domain/navigation';
import type { RecordKindKey } from '../../../../domain/records';

/** The visitor home's words (issue 28), in one place for the page and its tests. */
export const VISITOR_HOME = {
  call: 'Who to call',
  callEmpty: 'No one to call is recorded in the areas shared with you.',
  originals: 'Where the originals are',
  originalsEmpty: 'No will, power of attorney or healthcare directive is recorded yet.',
  locationMissing: 'Location not recorded',
  checklist: 'On the checklist',
  medical: 'Medical essentials',
  medicalEmpty: 'No medical information is recorded yet.',
  changes: 'Since your last visit',
  firstVisit: 'This is your first visit. Next time, what changed since will be listed here.',
  noChanges: 'Nothing was added or changed since your last visit.',
  notShared: 'Not shared with you',
} as const;

/** What the role lets the visitor do, said to them. */
export function visitorRoleLine(ownerName: string, role: TrustedRole): string {
  if (role === 'editor')
    return `You can read and change the areas ${ownerName} shared with you. What you add belongs to ${ownerName}.`;
  if (role === 'executor')
    return `Emergency access is open: you can read the areas ${ownerName} shared with you. The one thing you can change is ticking off the steps of your first days as executor.`;
  return `You can read the areas ${ownerName} shared with you. Nothing can be changed.`;
}

/** "All areas", or the shared areas by name. */
export function sharedAreasText(areas: 'all' | readonly string[]): string {
  if (areas === 'all') return 'All areas';
  return areas.map((a) => AREA_NAMES[a as RecordKindKey] ?? a).join(', ');
}

/** "Since your last visit on Nov 24, 2026: 3 changes" (the list may show fewer). */
export function changesSummary(total: number, shown: number): string {
  const count = `${total} ${total === 1 ? 'change' : 'changes'}`;
  return shown < total ? `${count}; the ${shown} newest:` : `${count}:`;
}
