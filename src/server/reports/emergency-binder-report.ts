import { RECORD_KINDS } from '../../domain/records';
import { recordDisplay } from '../../domain/records/display';
import { recordEntry } from '../../domain/reports/record-entry';
import type { PdfReport } from './pdf-report';
import { referenceNames, type UserRecords } from './report-data';

/**
 * The Emergency Binder: every record area in sidebar order, each record with every detail it
 * holds, so someone acting for the family can work from paper. Numbers are masked unless the
 * user asked for them in full.
 */
export function buildEmergencyBinder(
  pdf: PdfReport,
  { records, fullNumbers }: { records: UserRecords; fullNumbers: boolean },
) {
  const names = referenceNames(records);
  const total = RECORD_KINDS.reduce((n, kind) => n + records[kind.key].length, 0);
  pdf.paragraph(
    `${total} record${total === 1 ? '' : 's'} in ${RECORD_KINDS.length} areas. Keep this binder somewhere safe and tell the people who will need it where to find it.`,
  );
  pdf.table(
    [
      { header: 'Area', width: 0.75 },
      { header: 'Records', width: 0.25, align: 'right' },
    ],
    RECORD_KINDS.map((kind) => [recordDisplay(kind.key).title, String(records[kind.key].length)]),
  );
  for (const kind of RECORD_KINDS) {
    const display = recordDisplay(kind.key);
    const list = records[kind.key];
    pdf.section(display.title);
    if (list.length === 0) {
      pdf.paragraph('Nothing recorded yet.', { muted: true });
      continue;
    }
    for (const record of list) {
      const entry = recordEntry(kind, display, record, { fullNumbers, names });
      if (entry.locked) {
        pdf.subheading('Locked record', 'its encrypted details could not be opened');
        continue;
      }
      pdf.subheading(entry.title);
      pdf.fields(entry.fields);
    }
  }
}
