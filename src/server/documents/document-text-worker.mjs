/**
 * The document text reader's worker thread, started by read-document-text.ts (bundled on its own
 * as dist/server/document-text-worker.js): reads the words of one PDF or Word file and answers
 * them, so a slow or hostile file never holds the server's event loop. Plain JavaScript that
 * imports only npm packages, so it starts in a fraction of a second from source too (through
 * tsx, pdf.js alone took seconds to load).
 *
 * Asked: { kind: 'pdf' | 'docx', bytes: Uint8Array, maxChars: number }.
 * Answers: { text: string } or { failed: string }.
 */
import { parentPort } from 'node:worker_threads';
import { strFromU8, unzipSync } from 'fflate';

/** Pages of a PDF read: a paper says what it is on its first pages. */
const PDF_PAGES = 3;
/** A Word file's text part larger than this (as its ZIP declares it) is not unpacked. */
const DOCX_XML_MAX_BYTES = 8 * 1024 * 1024;

/** The first pages' text of a PDF, lines as the PDF breaks them. */
async function pdfText(bytes, maxChars) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({
    data: bytes,
    // Text only: no eval, fonts, forms or images are needed, and none is loaded.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    maxImageSize: 0,
    verbosity: 0,
  });
  try {
    const pdf = await loading.promise;
    let text = '';
    for (let n = 1; n <= Math.min(pdf.numPages, PDF_PAGES) && text.length < maxChars; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      for (const item of content.items)
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      text += '\n';
    }
    return text;
  } finally {
    await loading.destroy();
  }
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The paragraphs of a .docx (word/document.xml), one a line. */
function docxText(bytes) {
  const parts = unzipSync(bytes, {
    filter: (f) => f.name === 'word/document.xml' && f.originalSize <= DOCX_XML_MAX_BYTES,
  });
  const xml = parts['word/document.xml'];
  if (!xml) return '';
  return strFromU8(xml)
    .replace(/<w:(tab|br|cr)\b[^>]*\/>/g, (tag) => (tag.startsWith('<w:tab') ? ' ' : '\n'))
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name) => {
      if (name[0] !== '#') return ENTITIES[name] ?? whole;
      const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    });
}

const port = parentPort;
port.once('message', async ({ kind, bytes, maxChars }) => {
  try {
    const text = kind === 'pdf' ? await pdfText(bytes, maxChars) : docxText(bytes);
    port.postMessage({ text: text.slice(0, maxChars) });
  } catch (err) {
    port.postMessage({ failed: err instanceof Error ? err.message : String(err) });
  }
});
