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
  it('shows the bad row, fixes the mapping, imports all rows and shows them in the list', async () => {
    const { page, context } = await newPage(browser);
    expect((await page.request.post('/api/register', { data: newPerson() })).status()).toBe(201);
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
    await context.close();
  });
});
