import PDFDocument from 'pdfkit';

const MARGIN = 54;
/** Room kept free at the bottom of each page for the footer line. */
const FOOTER_SPACE = 28;
const INK = '#1f2937';
const MUTED = '#6b7280';
const BRAND = '#1e3a5f';
const RULE = '#d1d5db';
const BAND = '#f1f5f9';

/** What the first page's banner and every page's footer say. */
export interface ReportHeader {
  title: string;
  preparedFor: string;
  /** The date the report is for, as shown ('Jan 5, 2025'). */
  generatedOn: string;
  /** A line under the banner, e.g. whether numbers are masked. */
  note?: string;
}

export interface Column {
  header: string;
  /** Share of the text width, 0..1. */
  width: number;
  align?: 'left' | 'right';
}

/**
 * A small layout vocabulary over pdfkit (sections, figure tiles, label/value rows, tables) so
 * each report reads as a list of what it contains. Standard fonts keep the file small; they
 * cover Western European text.
 */
export class PdfReport {
  private constructor(readonly doc: PDFKit.PDFDocument) {}

  /** Lays out a report and returns the finished PDF. */
  static render(header: ReportHeader, build: (report: PdfReport) => void): Promise<Buffer> {
    const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, bufferPages: true });
    doc.info.Title = header.title;
    doc.info.Author = 'Kinfolio';
    doc.info.Subject = `${header.title} for ${header.preparedFor}`;
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    const report = new PdfReport(doc);
    report.banner(header);
    build(report);
    report.footers(header.title);
    doc.end();
    return done;
  }

  private get width() {
    return this.doc.page.width - 2 * MARGIN;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  private ensureSpace(height: number) {
    if (this.doc.y + height > this.doc.page.height - MARGIN - FOOTER_SPACE) this.doc.addPage();
  }

  private banner(h: ReportHeader) {
    const { doc } = this;
    doc.rect(0, 0, doc.page.width, 104).fill(BRAND);
    doc.fillColor('#cbd5e1').font('Helvetica-Bold').fontSize(9);
    doc.text('KINFOLIO', MARGIN, 30, { characterSpacing: 2 });
    doc.fillColor('#ffffff').fontSize(22).text(h.title, MARGIN, 46, { width: this.width });
    doc.fillColor(MUTED).font('Helvetica').fontSize(10);
    doc.text(`Prepared for ${h.preparedFor}  ·  ${h.generatedOn}`, MARGIN, 120);
    if (h.note) doc.moveDown(0.3).text(h.note, { width: this.width });
    doc.moveDown(0.5);
  }

  private footers(title: string) {
    const { doc } = this;
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      // Writing below the bottom margin would start a new page; lift the margin for the footer.
      doc.page.margins.bottom = 0;
      doc.fillColor(MUTED).font('Helvetica').fontSize(8);
      doc.text(
        `${title}  ·  Confidential  ·  Page ${i - start + 1} of ${count}`,
        MARGIN,
        doc.page.height - MARGIN + 10,
        { width: this.width, align: 'center', lineBreak: false },
      );
    }
  }

  /** A section heading with a rule under it. */
  section(title: string) {
    const { doc } = this;
    this.ensureSpace(70);
    doc.moveDown(0.8);
    doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(14).text(title, MARGIN, doc.y);
    const y = doc.y + 3;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.75)
      .stroke(RULE);
    doc.y = y + 8;
  }

  /** A smaller heading, e.g. one record's title. */
  subheading(text: string, aside?: string) {
    const { doc } = this;
    this.ensureSpace(40);
    doc.moveDown(0.4);
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(11);
    doc.text(text, MARGIN, doc.y, { width: this.width, continued: Boolean(aside) });
    if (aside) doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(`   ${aside}`);
    doc.moveDown(0.2);
  }

  /** Key figures as tiles, up to four a row. */
  figures(items: readonly { label: string; value: string }[]) {
    const { doc } = this;
    const perRow = Math.min(4, items.length);
    const gap = 10;
    const w = (this.width - gap * (perRow - 1)) / perRow;
    for (let i = 0; i < items.length; i += perRow) {
      this.ensureSpace(62);
      const y = doc.y;
      items.slice(i, i + perRow).forEach((item, j) => {
        const x = MARGIN + j * (w + gap);
        doc.roundedRect(x, y, w, 54, 4).fill(BAND);
        doc
          .fillColor(MUTED)
          .font('Helvetica')
          .fontSize(8)
          .text(item.label.toUpperCase(), x + 10, y + 10, { width: w - 20 });
        doc
          .fillColor(INK)
          .font('Helvetica-Bold')
          .fontSize(15)
          .text(item.value, x + 10, y + 26, { width: w - 20, lineBreak: false, ellipsis: true });
      });
      doc.x = MARGIN;
      doc.y = y + 54 + gap;
    }
  }

  /** Label/value rows; long values wrap in their column. */
  fields(rows: readonly { label: string; value: string }[]) {
    const labelWidth = 150;
    this.rows(
      [
        { header: '', width: labelWidth / this.width },
        { header: '', width: 1 - labelWidth / this.width },
      ],
      rows.map((r) => [r.label, r.value]),
      { labelColumn: true },
    );
  }

  /** A table with a shaded header row, repeated at the top of each new page. */
  table(columns: readonly Column[], rows: readonly string[][], empty = 'None recorded.') {
    if (rows.length === 0) return this.paragraph(empty, { muted: true });
    this.rows(columns, rows, { header: true });
  }

  /** Running text. */
  paragraph(text: string, options: { muted?: boolean } = {}) {
    const { doc } = this;
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(options.muted ? MUTED : INK);
    this.ensureSpace(doc.heightOfString(text, { width: this.width }) + 4);
    doc.text(text, MARGIN, doc.y, { width: this.width });
    doc.moveDown(0.4);
  }

  private rows(
    columns: readonly Column[],
    rows: readonly string[][],
    opts: { header?: boolean; labelColumn?: boolean },
  ) {
    const { doc } = this;
    const pad = 4;
    const widths = columns.map((c) => c.width * this.width);
    const drawRow = (cells: readonly string[], kind: 'header' | 'body') => {
      doc.fontSize(kind === 'header' ? 8 : 9.5);
      const heights = cells.map((cell, i) => {
        doc.font(
          kind === 'header' || (opts.labelColumn && i === 0) ? 'Helvetica-Bold' : 'Helvetica',
        );
        return doc.heightOfString(cell || ' ', { width: widths[i] - 2 * pad });
      });
      const height = Math.max(...heights) + 2 * pad;
      const y = doc.y;
      if (kind === 'header') doc.rect(MARGIN, y, this.width, height).fill(BAND);
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const muted = kind === 'header' || (opts.labelColumn && i === 0);
        doc.font(muted ? 'Helvetica-Bold' : 'Helvetica').fillColor(muted ? MUTED : INK);
        doc.text(kind === 'header' ? cell.toUpperCase() : cell, x + pad, y + pad, {
          width: widths[i] - 2 * pad,
          align: columns[i].align ?? 'left',
        });
        x += widths[i];
      });
      doc.x = MARGIN;
      doc.y = y + height;
      if (kind === 'body')
        doc
          .moveTo(MARGIN, doc.y)
          .lineTo(MARGIN + this.width, doc.y)
          .lineWidth(0.5)
          .stroke('#e5e7eb');
      return height;
    };
    const rowHeight = (cells: readonly string[]) =>
      Math.max(
        ...cells.map((c, i) =>
          doc
            .font('Helvetica')
            .fontSize(9.5)
            .heightOfString(c || ' ', { width: widths[i] - 2 * pad }),
        ),
      ) +
      2 * pad;
    if (opts.header) {
      this.ensureSpace(18 + rowHeight(rows[0] ?? ['']));
      drawRow(
        columns.map((c) => c.header),
        'header',
      );
    }
    for (const row of rows) {
      const pageBefore = doc.page;
      this.ensureSpace(rowHeight(row));
      if (opts.header && doc.page !== pageBefore)
        drawRow(
          columns.map((c) => c.header),
          'header',
        );
      drawRow(row, 'body');
    }
    doc.moveDown(0.4);
  }
}
