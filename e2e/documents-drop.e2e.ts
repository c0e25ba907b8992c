import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, newPerson } from './support/browser';

let browser: Browser;
let willPdf: Buffer;
const SHOTS = process.env.SHOTS_DIR; // set to keep screenshots of each step

beforeAll(async () => {
  browser = await launchBrowser();
  willPdf = await pdfWithPages([
    ['LAST WILL AND TESTAMENT', 'OF MARY SMITH', 'I, Mary Smith, declare this to be my will.'],
    ['ARTICLE II. I give my house at 12 Oak Lane to my children.'],
  ]);
});
afterAll(() => browser.close());

/** A real PDF with text on each page (as a scanner with text recognition or Word makes them). */
function pdfWithPages(pages: string[][]): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  pages.forEach((lines, i) => {
    if (i > 0) doc.addPage();
    for (const line of lines) doc.fontSize(18).text(line);
  });
  doc.end();
  return done;
}

async function signedIn(viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  expect((await page.request.post('/api/register', { data: newPerson() })).status()).toBe(201);
  return page;
}

/**
 * Drops files on the page as a desktop's file manager would: a DataTransfer with the PDF's
 * bytes and a JPEG drawn on a canvas, through dragenter, dragover and drop.
 */
async function dropFiles(page: Page, pdf: { name: string; bytes: Buffer }, jpegName?: string) {
  await page.evaluate(
    async ({ pdfName, pdfBase64, jpegName }) => {
      const data = new DataTransfer();
      const bytes = Uint8Array.from(atob(pdfBase64), (c) => c.charCodeAt(0));
      data.items.add(new File([bytes], pdfName, { type: 'application/pdf' }));
      if (jpegName) {
        const canvas = document.createElement('canvas');
        canvas.width = 480;
        canvas.height = 320;
        const g = canvas.getContext('2d')!;
        g.fillStyle = '#e8e1d0';
        g.fillRect(0, 0, 480, 320);
        g.fillStyle = '#1d2a4a';
        g.font = 'bold 40px serif';
        g.fillText('PASSPORT', 30, 70);
        const jpeg = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg'));
        data.items.add(new File([jpeg], jpegName, { type: 'image/jpeg' }));
      }
      const fire = (type: string, target: EventTarget) =>
        target.dispatchEvent(
          new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }),
        );
      fire('dragenter', document.body);
      fire('dragover', document.body);
      fire('drop', document.querySelector('main') ?? document.body);
    },
    { pdfName: pdf.name, pdfBase64: pdf.bytes.toString('base64'), jpegName },
  );
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};

/** True when the canvas has been drawn on: some pixel is not blank white. */
const canvasHasInk = (page: Page) =>
  page.locator('canvas[data-drawn-page]').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 0; i < data.length; i += 4) if (data[i] < 128 && data[i + 3] > 0) return true;
    return false;
  });

it('two dropped files become documents with guessed titles and types; the PDF and the photo open in the app', async () => {
  const page = await signedIn();
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  page.on('popup', (p) => downloads.push(`popup ${p.url()}`));
  await page.goto('/documents');
  await page.getByText('No documents yet').waitFor();

  await dropFiles(page, { name: 'scan0001.pdf', bytes: willPdf }, 'passport.jpg');
  // The batch done, the first new document opens in the edit dialog for its owner to check.
  const dialog = page.getByRole('dialog', { name: 'Edit Document' });
  await dialog.waitFor();
  expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe(
    'Last Will and Testament of Mary Smith',
  );
  expect(await dialog.getByLabel('Category', { exact: true }).inputValue()).toBe('Estate Planning');
  expect(await dialog.getByLabel('Document Type', { exact: true }).inputValue()).toBe('Will');
  expect(await dialog.getByTestId('uploaded-file-name').innerText()).toBe('scan0001.pdf');
  await shot(page, 'drop-check-1280');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });

  const tray = page.getByRole('region', { name: 'Adding documents' });
  await tray.getByText('2 documents added').waitFor();
  await tray.getByText('Added as “Passport” · Passport').waitFor();
  await shot(page, 'drop-added-1280');
  const docs = await (await page.request.get('/api/documents')).json();
  expect(
    docs.map((d: Record<string, unknown>) => [d.title, d.category, d.documentType, d.fileName]),
  ).toEqual(
    expect.arrayContaining([
      ['Last Will and Testament of Mary Smith', 'Estate Planning', 'Will', 'scan0001.pdf'],
      ['Passport', 'Personal', 'Passport', 'passport.jpg'],
    ]),
  );
  await tray.getByRole('button', { name: 'Check Passport' }).click();
  await dialog.waitFor();
  expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe('Passport');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await tray.getByRole('button', { name: 'Close the list of added documents' }).click();

  // The PDF, drawn by pdf.js inside the app: pages and zoom by keyboard-reachable buttons.
  const card = (title: string) =>
    page.locator('[data-slot="card"]').filter({ has: page.getByText(title, { exact: true }) });
  await card('Last Will and Testament of Mary Smith')
    .getByRole('button', { name: 'View File' })
    .click();
  const viewer = page.getByRole('dialog', { name: 'scan0001.pdf' });
  await viewer.locator('canvas[data-drawn-page="1"]').waitFor({ state: 'attached' });
  expect(await canvasHasInk(page)).toBe(true);
  await viewer.getByText('Page 1 of 2').waitFor();
  await shot(page, 'pdf-viewer-1280');
  const next = viewer.getByRole('button', { name: 'Next page' });
  await next.focus();
  await page.keyboard.press('Enter');
  await viewer.locator('canvas[data-drawn-page="2"]').waitFor({ state: 'attached' });
  await viewer.getByText('Page 2 of 2').waitFor();
  expect(await next.isDisabled()).toBe(true);
  const width = () => viewer.locator('canvas').evaluate((c) => c.getBoundingClientRect().width);
  const fitted = await width();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await viewer.getByRole('button', { name: /^Zoom 125%/ }).waitFor();
  await expect.poll(width).toBeGreaterThan(fitted * 1.2);
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });

  // The photo, from a blob: URL of the page.
  await card('Passport').getByRole('button', { name: 'View File' }).click();
  const photo = page.getByRole('dialog', { name: 'passport.jpg' }).getByRole('img', {
    name: 'passport.jpg',
  });
  await photo.waitFor();
  expect(await photo.getAttribute('src')).toMatch(/^blob:/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  await shot(page, 'image-viewer-1280');
  await page.keyboard.press('Escape');

  expect(downloads).toEqual([]); // nothing left the app as a download or a new tab
  await page.context().close();
});

it('an upload in progress can be cancelled: no document, no stored file', async () => {
  const page = await signedIn();
  await page.goto('/documents');
  await page.getByText('No documents yet').waitFor();
  // A slow connection, so the upload is still going when Cancel is pressed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const filesDir = path.join(inject('dataDir'), 'files');
  const storedBefore = fs.existsSync(filesDir) ? fs.readdirSync(filesDir).length : 0;
  const big = Buffer.concat([willPdf, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
  await page
    .getByLabel('Add files as documents')
    .setInputFiles({ name: 'big-will.pdf', mimeType: 'application/pdf', buffer: big });
  const tray = page.getByRole('region', { name: 'Adding documents' });
  const progress = tray.getByRole('progressbar', { name: 'Uploading big-will.pdf' });
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
    .toBeGreaterThan(0);
  await shot(page, 'upload-progress-1280');
  await tray.getByRole('button', { name: 'Cancel big-will.pdf' }).click();
  await tray.getByText('Cancelled').waitFor();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(await (await page.request.get('/api/documents')).json()).toEqual([]);
  // The server removed what it had stored of the cut-off upload.
  await expect
    .poll(() => (fs.existsSync(filesDir) ? fs.readdirSync(filesDir).length : 0))
    .toBe(storedBefore);
  await page.getByText('No documents yet').waitFor();
  await page.context().close();
});

it('on a 390 px phone: a dropped PDF becomes a document and reads in the viewer, both within the screen', async () => {
  const page = await signedIn({ width: 390, height: 844 });
  await page.goto('/documents');
  await page.getByText('No documents yet').waitFor();
  await dropFiles(page, {
    name: 'Healthcare Power of Attorney - Mom.pdf',
    bytes: await pdfWithPages([['HEALTH CARE POWER OF ATTORNEY']]),
  });
  const dialog = page.getByRole('dialog', { name: 'Edit Document' });
  await dialog.waitFor();
  expect(await dialog.getByLabel('Document Type', { exact: true }).inputValue()).toBe(
    'Healthcare Power of Attorney',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const tray = page.getByRole('region', { name: 'Adding documents' });
  const trayBox = await tray.boundingBox();
  expect(trayBox!.x).toBeGreaterThanOrEqual(0);
  expect(trayBox!.x + trayBox!.width).toBeLessThanOrEqual(390);
  await shot(page, 'drop-added-390');
  // The tray (and any toast above it) stays open: the page scrolls the new document's View File
  // clear of them, and a tap at its middle lands on it (issue 41).
  const viewFile = page.getByRole('button', { name: 'View File' });
  await viewFile.evaluate((button) => {
    const overlays = document.querySelectorAll(
      '[aria-label="Adding documents"], ol > li[data-state="open"]',
    );
    const top = Math.min(...[...overlays].map((o) => o.getBoundingClientRect().top));
    window.scrollBy({ top: button.getBoundingClientRect().bottom - top + 8, behavior: 'instant' });
  });
  expect(
    await viewFile.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return box.bottom <= window.innerHeight && !!hit && button.contains(hit);
    }),
  ).toBe(true);
  await shot(page, 'drop-added-scrolled-390');
  await tray.getByRole('button', { name: 'Close the list of added documents' }).click();
  await viewFile.click();
  const viewer = page.getByRole('dialog', { name: 'Healthcare Power of Attorney - Mom.pdf' });
  await viewer.locator('canvas[data-drawn-page="1"]').waitFor({ state: 'attached' });
  expect(await canvasHasInk(page)).toBe(true);
  const box = await viewer.locator('canvas').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  for (const name of ['Zoom in', 'Zoom out', 'Download'])
    expect(await viewer.getByRole('button', { name }).isVisible()).toBe(true);
  await shot(page, 'pdf-viewer-390');
  const dialogBox = await viewer.boundingBox();
  expect(dialogBox!.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox!.x + dialogBox!.width).toBeLessThanOrEqual(390);
  await page.context().close();
});
