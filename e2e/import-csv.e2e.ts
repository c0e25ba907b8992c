import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, newPerson, toastText } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// "Home" is matched to Home Phone, but it holds addresses: one row is too long for a phone.
const CSV =
  'Name,Relation,Home\r\n' +
  'Ann Smith,Child,12 Oak St\r\n' +
  'Bob Smith,Spouse,1200 North Lakeshore Drive Apartment 14B\r\n' +
  'Cy Smith,Parent,5 Elm Rd\r\n';

describe('Import a CSV of family members', () => {
  it('shows the bad row, fixes the mapping, imports all rows, shows them, and they leave in the ZIP', async () => {
    const { page, context } = await newPage(browser);
    const person = newPerson();
    expect((await page.request.post('/api/register', { data: person })).status()).toBe(201);
    await page.goto('/family');
    await page.getByRole('link', { name: 'Import' }).click();
    await page.waitForURL('**/import?area=family-members');
    await expect.poll(() => page.getByLabel('Area').inputValue()).toBe('family-members');
    await expect
      .poll(() => page.getByRole('link', { name: 'Download template for Family Members' }).count())
      .toBe(1);

    await page.getByLabel('File').setInputFiles({
      name: 'family.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await page.getByText('Row 3: Home Phone must be at most 30 characters').waitFor();
    expect(await page.getByLabel('Field for column Name').inputValue()).toBe('name');
    expect(await page.getByLabel('Field for column Relation').inputValue()).toBe('relationship');
    expect(await page.getByLabel('Field for column Home').inputValue()).toBe('homePhone');
    expect(await page.getByRole('button', { name: 'Import 2 rows' }).isDisabled()).toBe(true);

    await page.getByLabel('Field for column Home').selectOption({ label: 'Address' });
    await page.getByRole('button', { name: 'Apply mapping' }).click();
    await page
      .getByText('Row 3: Home Phone must be at most 30 characters')
      .waitFor({ state: 'detached' });
    const importButton = page.getByRole('button', { name: 'Import 3 rows' });
    await expect.poll(() => importButton.isEnabled()).toBe(true);
    await importButton.click();

    expect(await toastText(page, 'Import complete')).toContain('Imported 3 records.');
    await page.getByRole('link', { name: 'Go to Family Members' }).click();
    await page.waitForURL('**/family');
    for (const name of ['Ann Smith', 'Bob Smith', 'Cy Smith'])
      await page.getByText(name, { exact: true }).first().waitFor();
    await page.getByText('1200 North Lakeshore Drive Apartment 14B', { exact: false }).waitFor();

    // Download my data: the imported rows are in the family CSV, with the screen's labels.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download my data' });
    await dialog.getByLabel('Password').fill(person.password);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const zip = unzipSync(fs.readFileSync((await download.path())!));
    const [header, ...rows] = strFromU8(zip['family-members.csv'])
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toMatch(/^Full Name,Relationship,/);
    expect(rows.map((row) => row.split(',').slice(0, 2).join(','))).toEqual(
      expect.arrayContaining(['Ann Smith,Child', 'Bob Smith,Spouse', 'Cy Smith,Parent']),
    );
    expect(rows.find((row) => row.startsWith('Bob Smith'))).toContain(
      '1200 North Lakeshore Drive Apartment 14B',
    );

    // The same file again: every row is already here, so none is ready until one is kept.
    await page.goto('/import?area=family-members');
    await page.getByLabel('File').setInputFiles({
      name: 'family.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await page.getByText('3 rows: 0 ready, 0 with problems, 3 already present.').waitFor();
    expect(await page.getByRole('button', { name: 'Import 0 rows' }).isDisabled()).toBe(true);
    await page.getByLabel('Keep (import anyway)').first().check();
    await page.getByText('3 rows: 1 ready, 0 with problems, 3 already present.').waitFor();
    expect(await page.getByRole('button', { name: 'Import 1 row' }).isEnabled()).toBe(true);
    await context.close();
  });
});
