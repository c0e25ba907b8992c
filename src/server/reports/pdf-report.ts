import type PDFDocument from 'pdfkit';
import { loadOnFirstUse } from '../load-on-first-use';
import { toWinAnsi } from './win-ansi';

const MARGIN = 54;
/** Room kept free at the bottom of each page for the footer line. */
const FOOTER_SPACE = 28;
const INK = '#1f2937';
const MUTED = '#6b7280';
const BRAND = '#1e3a5f';
const RULE = '#d1d5db';
const BAND = '#f1f5f9';
const PAD = 3.5;
const ALERT = '#b91c1c';

/** pdfkit, loaded with the first PDF a server makes. */
const pdfkit = loadOnFirstUse<typeof PDFDocument>('pdfkit');

/** What the first page's banner and every page's footer say. */
export interface ReportHeader {
  title: string;
  preparedFor: string;
  /** The date the report is for, as shown ('Jan 5, 2025'). */
  generatedOn: string;
  /** Who made the file: the admin's application name (the PDF's Author). */
  author: string;
  /** A line under the banner, e.g. whether numbers are masked. */
  note?: string;
  /** Printed in bold at the foot of every page, e.g. that the file holds full numbers. */
  pageMark?: string;
}

export interface Column {
  header: string;
  /** Share of the text width, 0..1. */
  width: number;
  align?: 'left' | 'right';
  /** An empty box to tick on paper in each row (its cells' text is not printed). */
  checkbox?: boolean;
}

type Font = 'Helvetica' | 'Helvetica-Bold';

/**
 * A small layout vocabulary over pdfkit (sections, figure tiles, label/value rows, tables) so
 * each report reads as a list of what it contains. Standard fonts keep the file small and its
 * text extractable; `toWinAnsi` keeps them from printing wrong glyphs.
 */
export class PdfReport {
  private constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** Lays out a report and returns the finished PDF. */
  static render(header: ReportHeader, build: (report: PdfReport) => void): Promise<Buffer> {
    const PdfKitDocument = pdfkit();
    const doc = new PdfKitDocument({ size: 'LETTER', margin: MARGIN, bufferPages: true });
    doc.info.Title = header.title;
    doc.info.Author = toWinAnsi(header.author);
    doc.info.Subject = toWinAnsi(`${header.title} for ${header.preparedFor}`);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    const report = new PdfReport(doc);
    report.banner(header);
    build(report);
    report.footers(header.title, header.pageMark);
    doc.end();
    return done;
  }

  private get width() {
    return this.doc.page.width - 2 * MARGIN;
  }

  private style(font: Font, size: number, color: string) {
    this.doc.font(font).fontSize(size).fillColor(color);
  }

  /** Writes text at a position (or the cursor), made safe for the standard fonts. */
  private write(text: string, x?: number, y?: number, options: PDFKit.Mixins.TextOptions = {}) {
    this.doc.text(toWinAnsi(text), x, y, options);
  }

  private heightOf(text: string, width: number) {
    return this.doc.heightOfString(toWinAnsi(text || ' '), { width });
  }

  /** Starts a new page unless `height` more points fit on this one. */
  private ensureSpace(height: number) {
    if (this.doc.y + height > this.doc.page.height - MARGIN - FOOTER_SPACE) this.doc.addPage();
  }

  private banner(h: ReportHeader) {
    const { doc } = this;
    doc.rect(0, 0, doc.page.width, 104).fill(BRAND);
    this.style('Helvetica-Bold', 9, '#cbd5e1');
    // The installation's own name, as the admin set it (the PDF's Author says the same).
    this.write(h.author.toUpperCase(), MARGIN, 30, { characterSpacing: 2, lineBreak: false });
    this.style('Helvetica-Bold', 22, '#ffffff');
    this.write(h.title, MARGIN, 46, { width: this.width });
    this.style('Helvetica', 10, MUTED);
    this.write(`Prepared for ${h.preparedFor}  ·  ${h.generatedOn}`, MARGIN, 120);
    if (h.note) this.write(h.note, MARGIN, doc.y + 3, { width: this.width });
    doc.moveDown(0.8);
  }

  private footers(title: string, mark?: string) {
    const { doc } = this;
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      // Writing below the bottom margin would start a new page; lift the margin for the footer.
      doc.page.margins.bottom = 0;
      if (mark) {
        this.style('Helvetica-Bold', 8, ALERT);
        this.write(mark, MARGIN, doc.page.height - MARGIN - 2, {
          width: this.width,
          align: 'center',
          lineBreak: false,
        });
      }
      this.style('Helvetica', 8, MUTED);
      const text = `${title}  ·  Confidential  ·  Page ${i - start + 1} of ${count}`;
      this.write(text, MARGIN, doc.page.height - MARGIN + 10, {
        width: this.width,
        align: 'center',
        lineBreak: false,
      });
    }
  }

  /** A section heading with a rule under it; kept with at least a few lines of what follows. */
  section(title: string) {
    const { doc } = this;
    this.ensureSpace(110);
    doc.moveDown(0.8);
    this.style('Helvetica-Bold', 14, BRAND);
    this.write(title, MARGIN, doc.y);
    const y = doc.y + 3;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.75)
      .stroke(RULE);
    doc.y = y + 8;
  }

  /** Starts the next part on a page of its own. */
  newPage() {
    this.doc.addPage();
  }

  /** Starts a new page unless `height` more points fit: keeps a short block in one piece. */
  keepTogether(height: number) {
    this.ensureSpace(height);
  }

  /** A smaller heading, e.g. one record's title, with an optional muted remark after it. */
  subheading(text: string, aside?: string) {
    this.ensureSpace(60);
    this.doc.moveDown(0.4);
    this.style('Helvetica-Bold', 11, INK);
    this.write(text, MARGIN, this.doc.y, { width: this.width, continued: Boolean(aside) });
    if (aside) {
      this.style('Helvetica', 9, MUTED);
      this.write(`   ${aside}`);
    }
    this.doc.moveDown(0.2);
  }

  /** Key figures as tiles, up to four a row; a value too wide for its tile is set smaller. */
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
        this.style('Helvetica', 8, MUTED);
        this.write(item.label.toUpperCase(), x + 10, y + 10, { width: w - 20, lineBreak: false });
        let size = 15;
        doc.font('Helvetica-Bold');
        while (size > 8 && doc.fontSize(size).widthOfString(toWinAnsi(item.value)) > w - 20)
          size -= 1;
        this.style('Helvetica-Bold', size, INK);
        this.write(item.value, x + 10, y + 26, { width: w - 20, lineBreak: false });
      });
      doc.x = MARGIN;
      doc.y = y + 54 + gap;
    }
  }

  /** Label/value rows; long values wrap in their column. */
  fields(rows: readonly { label: string; value: string }[]) {
    const labelShare = 150 / this.width;
    const columns = [
      { header: '', width: labelShare },
      { header: '', width: 1 - labelShare },
    ];
    this.rows(
      columns,
      rows.map((r) => [r.label, r.value]),
      false,
    );
  }

  /** A table with a shaded header row, repeated at the top of each new page. */
  table(columns: readonly Column[], rows: readonly string[][], empty = 'None recorded.') {
    if (rows.length === 0) return this.paragraph(empty, { muted: true });
    this.rows(columns, rows, true);
  }

  /**
   * Carries a file inside the PDF (its attachments list, which PDF readers show beside the
   * pages), named and described so the reader knows which document it is.
   */
  attach(file: { name: string; description: string; mimeType: string; bytes: Buffer }) {
    this.doc.file(file.bytes, {
      name: toWinAnsi(file.name),
      description: toWinAnsi(file.description),
      type: file.mimeType,
    });
  }

  /** Running text. */
  paragraph(text: string, options: { muted?: boolean } = {}) {
    this.style('Helvetica', 10, options.muted ? MUTED : INK);
    this.ensureSpace(this.heightOf(text, this.width) + 4);
    this.write(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.4);
  }

  /** Rows of cells. With a header row it is a table; without, the first column is a label. */
  private rows(columns: readonly Column[], rows: readonly string[][], withHeader: boolean) {
    const { doc } = this;
    const widths = columns.map((c) => c.width * this.width);
    const fontOf = (header: boolean, i: number): Font =>
      header || (!withHeader && i === 0) ? 'Helvetica-Bold' : 'Helvetica';
    const heightOf = (cells: readonly string[], header: boolean) => {
      const heights = cells.map((cell, i) => {
        doc.font(fontOf(header, i)).fontSize(header ? 8 : 9.5);
        return this.heightOf(header ? cell.toUpperCase() : cell, widths[i] - 2 * PAD);
      });
      return Math.max(...heights) + 2 * PAD;
    };
    const draw = (cells: readonly string[], header: boolean) => {
      const height = heightOf(cells, header);
      const y = doc.y;
      if (header) doc.rect(MARGIN, y, this.width, height).fill(BAND);
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const font = fontOf(header, i);
        this.style(font, header ? 8 : 9.5, font === 'Helvetica-Bold' ? MUTED : INK);
        if (!header && columns[i].checkbox) {
          doc
            .lineWidth(0.8)
            .rect(x + PAD, y + PAD + 1, 9, 9)
            .stroke(MUTED);
          x += widths[i];
          return;
        }
        this.write(header ? cell.toUpperCase() : cell, x + PAD, y + PAD, {
          width: widths[i] - 2 * PAD,
          align: columns[i].align ?? 'left',
        });
        x += widths[i];
      });
      doc.x = MARGIN;
      doc.y = y + height;
      if (!header) {
        doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + this.width, doc.y);
        doc.lineWidth(0.5).stroke('#e5e7eb');
      }
    };
    const headers = columns.map((c) => c.header);
    if (withHeader) this.ensureSpace(heightOf(headers, true) + heightOf(rows[0] ?? [''], false));
    if (withHeader) draw(headers, true);
    for (const row of rows) {
      const page = doc.page;
      this.ensureSpace(heightOf(row, false));
      if (withHeader && doc.page !== page) draw(headers, true);
      draw(row, false);
    }
    doc.moveDown(0.4);
  }
}
