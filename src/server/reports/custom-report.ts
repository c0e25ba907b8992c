/** Custom Reports as a file: one table per chosen area (PDF), or one sheet of them all (CSV). */
import { toCsv } from '../../domain/data-export/csv';
import type { CustomTable } from '../../domain/reports/custom-report';
import type { PdfReport } from './pdf-report';

export function buildCustomReport(
  pdf: PdfReport,
  { tables, filter }: { tables: readonly CustomTable[]; filter: string },
) {
  pdf.paragraph(
    filter
      ? `Records whose chosen details contain “${filter}”. Account, routing, policy and Social Security numbers show only their last 4 characters.`
      : 'Account, routing, policy and Social Security numbers show only their last 4 characters.',
    { muted: true },
  );
  for (const table of tables) {
    pdf.section(`${table.title} (${table.rows.length})`);
    const width = 1 / table.columns.length;
    pdf.table(
      table.columns.map((header) => ({ header, width })),
      table.rows,
      filter ? 'No records match the filter.' : 'Nothing recorded yet.',
    );
  }
}

/**
 * One CSV for all the chosen areas: an Area column, then every chosen field, a field shared by
 * name (two areas' 'Notes') in one column.
 */
export function customReportCsv(tables: readonly CustomTable[]): string {
  const columns = [...new Set(tables.flatMap((t) => t.columns))];
  const rows = tables.flatMap((t) =>
    t.rows.map((cells) => [
      t.title,
      ...columns.map((c) => {
        const i = t.columns.indexOf(c);
        return i === -1 ? '' : cells[i];
      }),
    ]),
  );
  return toCsv(['Area', ...columns], rows);
}
