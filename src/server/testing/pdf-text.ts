import { PDFParse } from 'pdf-parse';

/**
 * The text of a PDF, as a reader would copy it. pdfkit compresses its content streams, so a
 * test cannot search the raw bytes; a real PDF parser proves the file opens and says what it should.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The PDF's document information (Title, Author, Subject), as a reader's Properties shows it. */
export async function pdfInfo(bytes: Uint8Array): Promise<Record<string, unknown>> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getInfo()).info as Record<string, unknown>;
  } finally {
    await parser.destroy();
  }
}
