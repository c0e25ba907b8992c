import type { AccessEvent } from '../../../../domain/trusted-people';
import { AREA_NAMES } from '../../../../domain/navigation';
import type { RecordKindKey } from '../../../../domain/records';

/** Areas that are not record kinds. */
const OTHER_AREAS: Record<string, string> = {
  dashboard: 'Dashboard',
  'net-worth': 'Net worth over time',
  reports: 'Reports',
  'estate-plan': 'Legacy planning and estate cash',
  search: 'Search',
  'executor-plan': "Executor's first-days plan",
};

/** The area's name as the sidebar says it. */
export function areaLabel(area: string): string {
  return AREA_NAMES[area as RecordKindKey] ?? OTHER_AREAS[area] ?? area;
}

/**
 * What the history's Record column says: the name the server gave the entry (a record's title
 * opened in the owner's session, a report's title, or 'a deleted record'), never an id.
 */
export function recordLabel(event: AccessEvent): string {
  return event.recordName ?? '';
}
