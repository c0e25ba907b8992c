import type { QueryClient } from '@tanstack/react-query';
import { type AccessEvent } from '../../../../domain/trusted-people';
import { AREA_NAMES } from '../../../../domain/navigation';
import { cardTitle } from '../../../../domain/records/display';
import type { RecordKindKey } from '../../../../domain/records';
import type { RecordJson } from '../../../../domain/records/record-schema';
import { reportInfo } from '../../../../domain/reports/catalog';
import { kindAndDisplay, recordsQueryKey } from '../../../records/use-records';

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
 * What the history's Record column says: a report's catalogue title ("Emergency Binder"), a
 * record's title from this session's cached list of its kind, else a short id.
 */
export function recordLabel(client: QueryClient, event: AccessEvent): string {
  if (!event.recordId) return '';
  // A report is logged under 'reports' with its catalogue id: the title is public, no lookup.
  if (event.area === 'reports') return reportInfo(event.recordId)?.title ?? event.recordId;
  const kindKey = event.area as RecordKindKey;
  if (kindKey in AREA_NAMES) {
    const list = client.getQueryData<RecordJson[]>(recordsQueryKey(kindKey));
    const record = list?.find((r) => r.id === event.recordId);
    if (record) {
      const { kind, display } = kindAndDisplay(kindKey);
      return cardTitle(display, kind, record);
    }
  }
  return `#${event.recordId.slice(0, 8)}`;
}
