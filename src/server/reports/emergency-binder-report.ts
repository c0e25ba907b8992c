import type { RecordJson, RecordKindKey } from '../../domain/records';
import { binderAreas, binderEntry, emptyAreasLine } from '../../domain/reports/binder-layout';
import type { EmergencyPage } from '../../domain/reports/emergency-page';
import type { BinderFile } from './binder-files';
import type { PdfReport } from './pdf-report';
import type { UserRecords } from './report-data';
import { AREA_NAMES } from '../../domain/navigation';

export interface BinderInput {
  records: UserRecords;
  page: EmergencyPage;
  names: ReadonlyMap<string, string>;
  fullNumbers: boolean;
  /** Areas the reader may not see: neither printed nor listed as empty. */
  missingAreas: readonly string[];
  files: BinderFile[];
  /** Estate papers whose uploaded file could not be read. */
  missingFiles: string[];
}

/**
 * The Emergency Binder (issue 29): page one says what to do in an emergency (who to call, the
 * medical essentials, where the will and the powers are, the final wishes); then the record
 * areas in the order an executor needs them, each record headed by its title once with only the
 * fields a person fills in, the empty areas named in one line. The uploaded wills, trusts,
 * powers of attorney and healthcare directives travel inside the PDF as attachments: one file
 * to keep, print or hand over, which every PDF reader opens (a ZIP would need unpacking first
 * and splits the binder from its papers).
 */
export function buildEmergencyBinder(pdf: PdfReport, input: BinderInput) {
  emergencyPageOne(pdf, input.page);
  pdf.newPage();
  const { filled, empty } = binderAreas(input.records, input.missingAreas);
  pdf.paragraph(
    'The records, in the order they are usually needed. Keep this binder somewhere safe and tell the people who will need it where it is.',
  );
  if (empty.length) pdf.paragraph(emptyAreasLine(empty), { muted: true });
  attachedFiles(pdf, input);
  for (const key of filled) areaSection(pdf, key, input.records[key], input);
}

function emergencyPageOne(pdf: PdfReport, page: EmergencyPage) {
  pdf.section('In an emergency');
  pdf.subheading('Who to call');
  pdf.table(
    [
      { header: 'Name', width: 0.27 },
      { header: 'Role', width: 0.23 },
      { header: 'Phone', width: 0.2 },
      { header: 'Email', width: 0.3 },
    ],
    page.call.map((c) => [c.name, c.role, c.phone || '—', c.email || '—']),
    'No trusted people or professional contacts are recorded yet.',
  );
  pdf.subheading('Medical essentials');
  if (page.medical.length === 0)
    pdf.paragraph('No medical information is recorded.', { muted: true });
  for (const m of page.medical) pdf.fields([{ label: m.who, value: '' }, ...m.rows]);
  pdf.subheading('Where the will and powers of attorney are');
  pdf.table(
    [
      { header: 'Document', width: 0.3 },
      { header: 'Where the original is', width: 0.34 },
      { header: 'Names', width: 0.18 },
      { header: 'Attorney with a copy', width: 0.18 },
    ],
    page.papers.map((d) => [
      `${d.title}\n${d.documentType}${d.signed ? `, signed ${d.signed}` : ''}`,
      d.location || 'Not recorded',
      d.named || '—',
      d.attorney || '—',
    ]),
    'No will, trust, power of attorney or healthcare directive is recorded in Documents.',
  );
  if (page.tasks.length)
    pdf.fields(
      page.tasks.map((t) => ({
        label: t.done ? 'Checklist: done' : 'Checklist: to do',
        value: t.title,
      })),
    );
  if (page.wishes.length) {
    pdf.subheading('Final wishes');
    pdf.paragraph(page.wishes.join('\n'));
  }
}

function attachedFiles(pdf: PdfReport, input: BinderInput) {
  for (const file of input.files)
    pdf.attach({
      name: file.name,
      description: file.document,
      mimeType: file.mimeType,
      bytes: file.bytes,
    });
  if (input.files.length)
    pdf.paragraph(
      `Attached inside this PDF (open your PDF reader's attachments list): ${input.files.map((f) => `${f.name} (${f.document})`).join(', ')}.`,
    );
  if (input.missingFiles.length)
    pdf.paragraph(
      `The uploaded file of ${input.missingFiles.join(', ')} could not be read and is not attached.`,
      { muted: true },
    );
}

function areaSection(
  pdf: PdfReport,
  key: RecordKindKey,
  list: readonly RecordJson[],
  input: BinderInput,
) {
  pdf.section(AREA_NAMES[key]);
  for (const record of list) {
    if (record.locked) {
      pdf.subheading('Locked record', 'its encrypted details could not be opened');
      continue;
    }
    const entry = binderEntry(key, record, { fullNumbers: input.fullNumbers, names: input.names });
    pdf.subheading(entry.title);
    if (entry.fields.length) pdf.fields(entry.fields);
  }
}
