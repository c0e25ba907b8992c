import fs from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, newPerson, toastText } from './support/browser';
import { pdfTextOf } from './support/pdf-text';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function add(request: APIRequestContext, path: string, data: object) {
  const res = await request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * The Ellis family, entered through the API: a spouse, two children (Ava a minor), a former
 * spouse still named on a 401(k), a CD naming "Bobby" (nobody in the family), a savings
 * account naming nobody, no will.
 */
async function fillEllisFamily(r: APIRequestContext) {
  await add(r, '/api/family-members', { name: 'Jane Marie Ellis', relationship: 'Spouse' });
  await add(r, '/api/family-members', {
    name: 'Thomas Ellis',
    relationship: 'Child',
    dateOfBirth: '1995-01-10',
  });
  await add(r, '/api/family-members', {
    name: 'Ava Ellis',
    relationship: 'Child',
    dateOfBirth: '2019-06-30',
  });
  await add(r, '/api/family-members', {
    name: 'Rita Gomez',
    relationship: 'Spouse',
    formerSpouse: true,
  });
  await add(r, '/api/banking-accounts', {
    accountName: 'Household checking',
    accountType: 'Checking',
    bankName: 'Chase',
    accountNumber: '000123456789',
    currentBalance: '20000',
    beneficiary: 'Jane Ellis',
  });
  await add(r, '/api/banking-accounts', {
    accountName: 'Rainy day',
    accountType: 'Savings',
    bankName: 'Ally Bank',
    accountNumber: '4444',
    currentBalance: '10000',
  });
  await add(r, '/api/banking-accounts', {
    accountName: 'Twelve-month CD',
    accountType: 'Certificate of Deposit (CD)',
    bankName: 'Chase',
    accountNumber: '5555',
    currentBalance: '15000',
    beneficiary: 'Bobby',
  });
  await add(r, '/api/investment-accounts', {
    accountName: 'Brokerage',
    accountType: 'Brokerage Account',
    institution: 'Fidelity Investments',
    accountNumber: 'X99887766',
    currentValue: '100000',
    beneficiaries: 'Jane 50%, Thomas 25%, Ava 25%',
  });
  await add(r, '/api/investment-accounts', {
    accountName: 'Old 401(k)',
    accountType: '401(k)',
    institution: 'Vanguard',
    accountNumber: '7777',
    currentValue: '60000',
    beneficiaries: 'Rita Gomez',
  });
  await add(r, '/api/insurance-policies', {
    policyType: 'Life',
    company: 'MetLife',
    policyNumber: 'LP-99887766',
    coverageAmount: '500000',
    beneficiaries: 'Children equally',
  });
  await add(r, '/api/debts-liabilities', {
    debtType: 'Credit Card',
    creditorName: 'Citi',
    currentBalance: '5000',
    interestRate: '22',
  });
  await add(r, '/api/business-interests', {
    businessName: 'Ellis Bakery',
    businessType: 'S Corporation',
    estimatedValue: '100000',
  });
}

/** Clicks a report's Generate Report button; answers the downloaded file's name and path. */
async function download(page: Page, reportId: string) {
  const file = page.waitForEvent('download');
  await page
    .getByTestId(`report-${reportId}`)
    .getByRole('button', { name: 'Generate Report' })
    .click();
  const done = await file;
  return { name: done.suggestedFilename(), path: (await done.path())! };
}

it('a family sees who inherits what, fixes a flag, records a gift, and downloads the four reports', async () => {
  const { page, context } = await newPage(browser);
  await page.request.post('/api/register', { data: newPerson() });
  await fillEllisFamily(page.request);

  // Inheritance: who gets what, and the flags an attorney would raise.
  await page.goto('/legacy-planning');
  await page.getByRole('tab', { name: 'Inheritance' }).click();
  const flags = page.getByRole('list', { name: 'Inheritance flags' });
  await flags.waitFor();
  const flagText = await flags.innerText();
  expect(flagText).toMatch(
    /Ava Ellis \(\d+\) is named directly on Brokerage · Fidelity Investments/,
  );
  expect(flagText).toContain(
    'Rita Gomez, a former spouse or partner, is named on Old 401(k) · Vanguard',
  );
  expect(flagText).toContain('Your checklist has no will');
  expect(flagText).toContain('Rainy day · Ally Bank names no beneficiary');
  expect(flagText).toContain('“Bobby” on Twelve-month CD · Chase is not in your family list');
  await page
    .getByRole('img', { name: 'Who gets what chart' })
    .locator('.recharts-surface')
    .waitFor();
  const thomas = page.getByTestId('recipient').filter({ hasText: 'Thomas Ellis' });
  expect(await thomas.innerText()).toContain('$275,000');

  // Fix one: Bobby is Thomas.
  await page
    .getByTestId('flag-unknown-beneficiary')
    .getByRole('button', { name: 'Choose who this is' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Who is “Bobby”?' });
  await dialog.getByLabel('Thomas Ellis (Child)').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toastText(page, 'Beneficiary match saved');
  await page.getByTestId('flag-unknown-beneficiary').waitFor({ state: 'detached' });
  await thomas.getByText('$290,000').waitFor();
  // The answer is kept: a reload shows it.
  await page.reload();
  await page
    .getByRole('list', { name: 'Beneficiary designations' })
    .getByText('You chose: Thomas Ellis')
    .waitFor();

  // Each flag links to the record to fix: the savings account opens in its dialog.
  await page
    .getByTestId('flag-no-beneficiary')
    .getByRole('link', { name: 'Fix on the record' })
    .click();
  await page.getByRole('dialog', { name: 'Edit Banking Account' }).waitFor();
  expect(page.url()).toContain('/banking');

  // A gift changes the estimate shown beside the one without it.
  await page.goto('/legacy-planning');
  await page.getByRole('tab', { name: 'Estate Calculator' }).click();
  await page.getByLabel('Estate value (USD)').fill('16000000');
  const withGifts = page.locator('dl[aria-label="Estate tax with charitable gifts (2026)"]');
  await expect
    .poll(() => withGifts.innerText())
    .toMatch(/Estimated tax with gifts \(2026\)\s*\$400,000/);
  await page.getByRole('tab', { name: 'Charitable Giving' }).click();
  await page.getByRole('button', { name: 'Add Gift' }).click();
  const form = page.getByRole('dialog', { name: 'Add Charitable Gift' });
  await form.getByLabel('Charity', { exact: true }).fill('Springfield Food Bank');
  await form.getByLabel('How', { exact: true }).selectOption('Bequest in the will');
  await form.getByLabel('Amount', { exact: true }).fill('600000');
  await form.getByRole('button', { name: 'Save' }).click();
  await toastText(page, 'Charitable gift created successfully');
  await page.getByText('Counts as $600,000.').waitFor();
  const after = page.locator('dl[aria-label="Estate tax with charitable gifts (2026)"]');
  // $16,000,000 − $600,000 = $15,400,000: $400,000 over the exemption at 40%.
  await after.getByText('$160,000').waitFor();
  await expect.poll(() => after.innerText()).toMatch(/Estate tax saved \(2026\)\s*\$240,000/);
  await page.getByRole('tab', { name: 'Estate Calculator' }).click();
  await expect
    .poll(() => withGifts.innerText())
    .toMatch(/Estimated tax with gifts \(2026\)\s*\$160,000/);
  expect(await page.getByText('Phase 2 Feature').count()).toBe(0);
  expect(await page.getByText('Coming Soon').count()).toBe(0);

  // Financial Analysis › Planning: will the estate have cash? Only the savings account
  // (10,000) names nobody; the card (5,000) and final expenses (15,000 by default) fall due.
  await page.goto('/financial-analysis');
  await page.getByRole('tab', { name: 'Planning' }).click();
  await page.getByText('Shortfall of $10,000').waitFor();
  await page
    .getByRole('img', { name: 'Cash available against what falls due' })
    .locator('.recharts-bar-rectangle')
    .first()
    .waitFor();
  await page.getByText('Net worth over time').first().waitFor();
  await page.getByLabel('Final expenses (USD)').fill('4000');
  await page.getByRole('button', { name: 'Save figures' }).click();
  await toastText(page, 'Settlement figures saved');
  await page.getByText('Surplus of $1,000').waitFor();
  expect(await page.getByText('Phase 2 Feature').count()).toBe(0);

  // The four reports, each a real file.
  await page.goto('/advanced-reporting');
  await page.getByRole('tab', { name: 'Specialized' }).click();
  expect(await page.getByText('Coming Soon').count()).toBe(0);

  const pkg = await download(page, 'beneficiary-package');
  expect(pkg.name).toMatch(/^kinfolio-beneficiary-package-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pkgText = (await pdfTextOf(pkg.path)).replace(/\s+/g, ' ');
  expect(pkgText).toContain('Thomas Ellis');
  expect(pkgText).toContain('Twelve-month CD · Chase');
  expect(pkgText).toContain('****7766');
  expect(pkgText).not.toContain('LP-99887766');

  const advisor = await download(page, 'advisor-report');
  const advisorText = (await pdfTextOf(advisor.path)).replace(/\s+/g, ' ');
  expect(advisorText).toContain('Questions to Review');
  // On the records' estate, net worth 300,000 and the life policy's 500,000 coverage (IRC §2042,
  // decision 028), the whole 600,000 gift is deductible (it was capped at 300,000 on net worth).
  expect(advisorText).toContain('Estate value $800,000');
  expect(advisorText).toContain('Charitable deduction $600,000');
  expect(advisorText).not.toContain('000123456789');

  const tax = page.getByTestId('report-tax-preparation');
  await tax.getByLabel('Tax year').selectOption('2025');
  await tax.getByLabel('File format').selectOption('csv');
  const csv = await download(page, 'tax-preparation');
  expect(csv.name).toMatch(/^kinfolio-tax-preparation-2025-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = await fs.readFile(csv.path, 'utf8');
  expect(csvText).toContain('Rainy day · Ally Bank,1099-INT');
  expect(csvText).toContain('Schedule K-1 (Form 1120-S)');
  await tax.getByLabel('File format').selectOption('pdf');
  const taxPdf = await download(page, 'tax-preparation');
  expect(await pdfTextOf(taxPdf.path)).toContain('Tax year 2025');

  const custom = page.getByTestId('report-custom-reports');
  await custom.getByLabel('Charitable Giving').check();
  await custom.getByLabel('Financial Account Information').check();
  await custom.getByRole('button', { name: 'Preview' }).click();
  const preview = custom.getByRole('region', { name: 'Report preview' });
  await preview.getByText('Springfield Food Bank').waitFor();
  expect(await preview.innerText()).toContain('****4444');
  const customPdf = await download(page, 'custom-reports');
  expect(customPdf.name).toMatch(/^kinfolio-custom-reports-.*\.pdf$/);
  expect(await pdfTextOf(customPdf.path)).toContain('Springfield Food Bank');
  await custom.getByLabel('Save this choice as').fill('Gifts and accounts');
  await custom.getByRole('button', { name: 'Save Choice' }).click();
  await custom
    .getByRole('list', { name: 'Saved reports' })
    .getByText('Gifts and accounts')
    .waitFor();
  await context.close();
});
