import fs from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';

/**
 * The text of a downloaded PDF. pdfkit compresses its content streams, so the raw bytes never
 * contain the words; parsing proves the file opens as a PDF and says what it should.
 */
export async function pdfTextOf(file: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await fs.readFile(file)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
