import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, newPerson, toastText } from './support/browser';

let browser: Browser;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-download-'));
const pdf = path.join(dir, 'last-will.pdf');
beforeAll(async () => {
  fs.writeFileSync(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('downloads everything from Account Settings after the password, and the ZIP reads back', async () => {
  const { page, context } = await newPage(browser);
  const person = newPerson();
  expect((await page.request.post('/api/register', { data: person })).status()).toBe(201);

  await page.goto('/family');
  await page.getByRole('button', { name: 'Add Family Member' }).first().click();
  const family = page.getByRole('dialog');
  await family.getByLabel('Full Name', { exact: true }).fill('Ada "Junior", Okafor');
  await family.getByLabel('Relationship', { exact: true }).selectOption('Child');
  await family.getByRole('button', { name: 'Save' }).click();
  await toastText(page, 'Family member added successfully');

  await page.goto('/documents');
  await page.getByRole('button', { name: 'Add Document' }).first().click();
  const doc = page.getByRole('dialog');
  await doc.getByLabel('Title', { exact: true }).fill('Last Will');
  await doc.getByLabel('Category', { exact: true }).selectOption('Legal');
  await doc.getByLabel('Upload File').setInputFiles(pdf);
  await toastText(page, 'File uploaded successfully');
  await doc.getByRole('button', { name: 'Save' }).click();
  await toastText(page, 'Document added successfully');

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download my data' });
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  await dialog.getByText('Your password is not correct.').waitFor();

  await dialog.getByLabel('Password').fill(person.password);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kinfolio-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await toastText(page, 'Download complete');
  const saved = path.join(dir, download.suggestedFilename());
  await download.saveAs(saved);

  const zip = unzipSync(fs.readFileSync(saved));
  expect(Object.keys(zip)).toEqual(
    expect.arrayContaining([
      'records.json',
      'README.txt',
      'family-members.csv',
      'documents.csv',
      'net-worth.csv',
      'files/Legal/last-will.pdf',
    ]),
  );
  const csv = strFromU8(zip['family-members.csv']);
  const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(header.startsWith('Full Name,Relationship,')).toBe(true);
  expect(row.startsWith('"Ada ""Junior"", Okafor",Child,')).toBe(true);
  expect(Buffer.from(zip['files/Legal/last-will.pdf']).equals(fs.readFileSync(pdf))).toBe(true);
  const records = JSON.parse(strFromU8(zip['records.json']));
  expect(records.areas['family-members'][0].name).toBe('Ada "Junior", Okafor');
  await context.close();
});
