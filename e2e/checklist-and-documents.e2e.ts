import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, newPerson, toastText } from './support/browser';

let browser: Browser;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-files-'));
const pdf = path.join(dir, 'last-will.pdf');
const pdf2 = path.join(dir, 'new-will.pdf');
const fakePdf = path.join(dir, 'invoice.pdf');
beforeAll(async () => {
  fs.writeFileSync(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  fs.writeFileSync(pdf2, '%PDF-1.4\n% second version\n%%EOF\n');
  fs.writeFileSync(fakePdf, '<!doctype html><html><body><script>alert(1)</script></body></html>');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function signedInPage(): Promise<Page> {
  const { page } = await newPage(browser);
  expect((await page.request.post('/api/register', { data: newPerson() })).status()).toBe(201);
  return page;
}

it('checklist: add, complete with a date, un-complete, and delete with the browser confirm', async () => {
  const page = await signedInPage();
  await page.goto('/estate-planning');
  // The checklist has its Import button like every record list (README, "Your data, in and out").
  expect(await page.getByRole('link', { name: 'Import' }).getAttribute('href')).toBe(
    '/import?area=estate-checklist-items',
  );
  await page.getByRole('button', { name: 'Add Item' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title', { exact: true }).fill('Sign the will');
  await dialog.getByLabel('Category', { exact: true }).selectOption('Wills and Trusts');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toastText(page, 'Checklist item added successfully');
  await page.getByText('0 of 1 items completed (0%)').waitFor();

  await page.getByRole('button', { name: 'Mark Sign the will complete' }).click();
  await page.getByText('1 of 1 items completed (100%)').waitFor();
  // The toggle is optimistic: the screen changes before the server has saved it.
  const completedDate = async () =>
    (await (await page.request.get('/api/estate-checklist-items')).json())[0].completedDate;
  await expect.poll(completedDate).toBe(new Date().toISOString().slice(0, 10));
  await page.getByText(/^Completed: [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();

  await page.getByRole('button', { name: 'Mark Sign the will not complete' }).click();
  await page.getByText('0 of 1 items completed (0%)').waitFor();
  await expect.poll(completedDate).toBeNull();

  page.once('dialog', (d) => {
    expect(d.message()).toBe(
      'Are you sure you want to delete this checklist item? You can restore it from Recently deleted for 30 days.',
    );
    void d.accept();
  });
  await page.getByRole('button', { name: 'Delete Sign the will' }).click();
  await toastText(page, 'Checklist item deleted successfully');
  expect(await (await page.request.get('/api/estate-checklist-items')).json()).toEqual([]);
  await page.context().close();
});

it('documents: upload a PDF, view it, replace it, remove it; an HTML file renamed .pdf is refused', async () => {
  const page = await signedInPage();
  await page.goto('/documents');
  await page.getByRole('button', { name: 'Add Document' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title', { exact: true }).fill('Last Will');
  await dialog.getByLabel('Category', { exact: true }).selectOption('Legal');

  await dialog.getByLabel('Upload File').setInputFiles(fakePdf);
  expect(await toastText(page, 'Failed to upload file')).toMatch(/contents do not match its name/);
  await dialog.getByLabel('Upload File').setInputFiles(pdf);
  await toastText(page, 'File uploaded successfully');
  expect(await dialog.getByTestId('uploaded-file-name').innerText()).toBe('last-will.pdf');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toastText(page, 'Document added successfully');

  // View File shows the file inside the app (e2e/documents-drop.e2e.ts draws a real one); this
  // one is no PDF pdf.js can draw, and the viewer says so, offering the download.
  await page.getByRole('button', { name: 'View File' }).click();
  const viewer = page.getByRole('dialog', { name: 'last-will.pdf' });
  await viewer.getByText(/^This file cannot be shown here\./).waitFor();
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
  const [doc] = await (await page.request.get('/api/documents')).json();
  const served = await page.request.get(doc.fileUrl);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect((await served.body()).toString()).toBe(fs.readFileSync(pdf, 'utf8'));

  await page.getByRole('button', { name: 'Edit Last Will' }).click();
  await dialog.getByLabel('Upload File').setInputFiles(pdf2);
  await toastText(page, 'File uploaded successfully');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toastText(page, 'Document updated successfully');
  const [replaced] = await (await page.request.get('/api/documents')).json();
  expect(replaced.fileName).toBe('new-will.pdf');
  expect((await page.request.get(doc.fileUrl)).status()).toBe(404);

  await page.getByRole('button', { name: 'Edit Last Will' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The replace's toast may still be up (same words): the card losing its file says it saved.
  // Once the dialog has closed: while it is open the page behind it is hidden from getByRole, so
  // the card's button reads as gone before the change is even sent (a CI run lost that race).
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'View File' }).waitFor({ state: 'detached' });
  const [removed] = await (await page.request.get('/api/documents')).json();
  expect(removed).toMatchObject({ fileName: null, fileUrl: null });
  expect((await page.request.get(replaced.fileUrl)).status()).toBe(404);
  await page.context().close();
});
