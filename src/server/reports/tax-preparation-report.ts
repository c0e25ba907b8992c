/**
 * Tax Preparation Support: for the chosen tax year, the forms to expect from each record, as a
 * checklist to tick as they arrive (PDF) or a spreadsheet (CSV). No account numbers.
 */
import { toCsv } from '../../domain/data-export/csv';
import { CONFIRM_WITH_PROFESSIONAL } from '../../domain/estate-plan/legal-rules';
import type { TaxFormRow } from '../../domain/estate-plan/tax-forms';
import { formatDate } from '../../domain/format';
import type { RecordKindKey } from '../../domain/records';
import type { PdfReport } from './pdf-report';
import { AREA_NAMES } from '../../domain/navigation';

const expected = (row: TaxFormRow) =>
  row.expectedBy ? formatDate(row.expectedBy) : 'No form sent';

export function buildTaxPreparation(
  pdf: PdfReport,
  { rows, taxYear }: { rows: readonly TaxFormRow[]; taxYear: number },
) {
  pdf.paragraph(
    `The forms to expect for tax year ${taxYear}, from the records you keep today: an account opened or closed during the year may be missing or extra. Tick each form as it arrives and hand the pack to your tax preparer. Dates falling on a weekend or legal holiday have moved to the next business day.`,
  );
  pdf.figures([
    { label: 'Tax year', value: String(taxYear) },
    { label: 'Forms to expect', value: String(rows.filter((r) => r.expectedBy).length) },
    { label: 'Other papers', value: String(rows.filter((r) => !r.expectedBy).length) },
  ]);
  const areas = [...new Set(rows.map((r) => r.area))];
  if (areas.length === 0)
    pdf.paragraph('No bank, investment, debt, property or business records bring a tax form yet.', {
      muted: true,
    });
  for (const area of areas) {
    pdf.section(AREA_NAMES[area as RecordKindKey]);
    pdf.table(
      [
        { header: '', width: 0.05, checkbox: true },
        { header: 'Record', width: 0.2 },
        { header: 'Form', width: 0.28 },
        { header: 'Expected by', width: 0.13 },
        { header: 'When it comes', width: 0.34 },
      ],
      rows
        .filter((r) => r.area === area)
        .map((r) => ['', r.title, `${r.form}\n${r.what}`, expected(r), r.condition]),
    );
  }
  pdf.section(`Rules and Sources (tax year ${taxYear})`);
  for (const source of [...new Set(rows.map((r) => r.source))])
    pdf.paragraph(source, { muted: true });
  pdf.paragraph(
    'Due dates: statements to recipients are due by the dates shown; a date on a Saturday, Sunday or legal holiday moves to the next business day (IRC §7503).',
    { muted: true },
  );
  pdf.paragraph(CONFIRM_WITH_PROFESSIONAL, { muted: true });
}

/** The same checklist as CSV, one form a row, with a column to mark it received. */
export function taxPreparationCsv(rows: readonly TaxFormRow[], taxYear: number): string {
  return toCsv(
    [
      'Tax year',
      'Area',
      'Record',
      'Form',
      'For',
      'Expected by',
      'When it comes',
      'Source',
      'Received',
    ],
    rows.map((r) => [
      taxYear,
      AREA_NAMES[r.area],
      r.title,
      r.form,
      r.what,
      r.expectedBy ?? '',
      r.condition,
      r.source,
      '',
    ]),
  );
}
