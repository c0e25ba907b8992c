import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, newPerson, startApplication, toastText } from './support/browser';
import { pdfTextOf } from './support/pdf-text';
import { SECURITY_IN_PLAIN_WORDS } from '../src/domain/security-summary';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function add(request: APIRequestContext, path: string, data: object) {
  const res = await request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
}

/** Clicks a report's Generate Report button; returns the downloaded file's name and text. */
async function generate(page: Page, reportId: string) {
  const download = page.waitForEvent('download');
  await page
    .getByTestId(`report-${reportId}`)
    .getByRole('button', { name: 'Generate Report' })
    .click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await pdfTextOf(await file.path()) };
}

describe('Executive Reports', () => {
  it('downloads PDFs whose text holds the user’s records, masked unless asked', async () => {
    const { page, context } = await newPage(browser);
    await page.request.post('/api/register', { data: newPerson() });
    await add(page.request, '/api/family-members', {
      name: 'Ada Okafor',
      relationship: 'Child',
      ssn: '123-45-6789',
    });
    await add(page.request, '/api/banking-accounts', {
      accountName: 'Rainy day savings',
      accountType: 'Savings',
      bankName: 'Chase',
      accountNumber: '000987654321',
      currentBalance: '25000',
    });
    await add(page.request, '/api/real-estate', {
      propertyType: 'Primary Residence',
      address: '9 Elm Street',
      city: 'Austin',
      state: 'TX',
      currentValue: '550000',
    });

    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Advanced Reporting' })
      .click();
    await page.getByRole('heading', { name: 'Executive Reports' }).waitFor();
    await page.getByText('$575,000').first().waitFor();

    const summary = await generate(page, 'estate-summary');
    expect(summary.name).toMatch(/^kinfolio-estate-summary-\d{4}-\d{2}-\d{2}\.pdf$/);
    await toastText(page, 'Report Generated');
    expect(summary.text).toContain('Estate Summary Report');
    expect(summary.text).toContain('$575,000');
    expect(summary.text).toContain('Ada Okafor');
    expect(summary.text).toContain('9 Elm Street');

    const binder = await generate(page, 'emergency-binder');
    expect(binder.text).toContain('Rainy day savings');
    expect(binder.text).toContain('****4321');
    expect(binder.text).toContain('***-**-6789');
    expect(binder.text).not.toContain('000987654321');
    expect(binder.text).not.toContain('123-45-6789');

    // The Beneficiary Package offers the same choice: this one is the binder's.
    await page
      .getByTestId('report-emergency-binder')
      .getByLabel('Include full account numbers')
      .check();
    // Full numbers ask for the password again (issue 29), and every page says it holds them.
    await page
      .getByTestId('report-emergency-binder')
      .getByRole('button', { name: 'Generate Report' })
      .click();
    const ask = page.getByRole('dialog', { name: 'Include full account numbers' });
    await ask.getByLabel('Password').fill('family-vault-1');
    const fullDownload = page.waitForEvent('download');
    await ask.getByRole('button', { name: 'Generate Report' }).click();
    const full = { text: await pdfTextOf(await (await fullDownload).path()) };
    expect(full.text).toContain('000987654321');
    expect(full.text).toContain('123-45-6789');
    expect(full.text).toContain('Contains full account and Social Security numbers');

    await page.getByRole('tab', { name: 'Financial Reports' }).click();
    const dashboard = await generate(page, 'financial-dashboard');
    await toastText(page, 'Dashboard Generated');
    expect(dashboard.text).toContain('Asset Allocation');
    expect(dashboard.text).toContain('$25,000');

    await page.getByRole('tab', { name: 'Specialized' }).click();
    for (const id of ['beneficiary-package', 'advisor-report', 'tax-preparation']) {
      // No report is "coming soon" any more (issue 31; e2e/phase-two.e2e.ts downloads them).
      const button = page
        .getByTestId(`report-${id}`)
        .getByRole('button', { name: 'Generate Report' });
      expect(await button.isDisabled()).toBe(false);
    }
    expect(await page.getByText('Coming Soon').count()).toBe(0);
    // Custom Reports waits for a choice of areas first.
    await page
      .getByTestId('report-custom-reports')
      .getByText('Choose at least one area.')
      .waitFor();
    await context.close();
  });

  it('opened cold, the binder’s full-numbers box does what it shows, on a computer and a phone', async () => {
    const { page, context } = await newPage(browser);
    await page.request.post('/api/register', { data: newPerson() });
    await add(page.request, '/api/banking-accounts', {
      accountName: 'Rainy day savings',
      accountType: 'Savings',
      bankName: 'Chase',
      accountNumber: '000987654321',
      currentBalance: '25000',
    });
    const binder = page.getByTestId('report-emergency-binder');
    const box = binder.getByLabel('Include full account numbers');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      // Opened from a link: ticked at once, as the page arrives.
      await page.goto('/advanced-reporting');
      await box.check();
      await binder.getByText('Asks for your password.', { exact: false }).waitFor();
      // A reload shows the box as the application will act on it: unticked, masked.
      await page.reload();
      await binder.getByText('show only their last 4 characters', { exact: false }).waitFor();
      expect(await box.isChecked()).toBe(false);
      await box.check();
      await binder.getByText('Asks for your password.', { exact: false }).waitFor();
      await binder.getByRole('button', { name: 'Generate Report' }).click();
      const ask = page.getByRole('dialog', { name: 'Include full account numbers' });
      await ask.getByLabel('Password').fill('family-vault-1');
      const download = page.waitForEvent('download');
      await ask.getByRole('button', { name: 'Generate Report' }).click();
      const text = await pdfTextOf(await (await download).path());
      expect(text).toContain('000987654321');
    }
    await context.close();
  });

  it('shares the PDF through the Web Share API, or downloads it where there is none', async () => {
    const { page, context } = await newPage(browser);
    await page.request.post('/api/register', { data: newPerson() });
    await page.goto('/advanced-reporting');
    const share = page
      .getByTestId('report-estate-summary')
      .getByRole('button', { name: 'Share Estate Summary' });
    // This headless Chromium has no Web Share API: Share falls back to the download.
    const download = page.waitForEvent('download');
    await share.click();
    expect((await download).suggestedFilename()).toMatch(
      /^kinfolio-estate-summary-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    await toastText(page, 'Report Generated');

    // A browser that can share files gets the PDF itself handed to its share sheet.
    await page.addInitScript(() => {
      const shared: { name: string; type: string; head: string }[] = [];
      Object.assign(window, { shared });
      Object.assign(navigator, {
        canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
        share: async (data: ShareData) => {
          const file = data.files![0];
          shared.push({ name: file.name, type: file.type, head: await file.slice(0, 5).text() });
        },
      });
    });
    await page.reload();
    await share.click();
    await toastText(page, 'Report Shared');
    const shared = await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);
    expect(shared).toEqual([
      {
        name: expect.stringMatching(/^kinfolio-estate-summary-\d{4}-\d{2}-\d{2}\.pdf$/),
        type: 'application/pdf',
        head: '%PDF-',
      },
    ]);
    await context.close();
  });

  it('says so when the reporting data cannot load', async () => {
    const { page, context } = await newPage(browser);
    await page.request.post('/api/register', { data: newPerson() });
    // A client error is not retried, so the failure shows at once.
    await page.route('**/api/dashboard-summary*', (route) =>
      route.fulfill({ status: 404, json: { message: 'Not found.' } }),
    );
    // A screen opened cold arrives rendered with its answers (the server asked for them): the
    // browser's own request fails only when the running application moves to the screen.
    await page.goto('/family');
    await startApplication(page);
    await page.getByRole('link', { name: 'Advanced Reporting', exact: true }).click();
    await page.getByRole('heading', { name: 'Error Loading Data' }).waitFor();
    await page
      .getByText('Failed to load reporting data. Please try refreshing the page.')
      .waitFor();
    await context.close();
  });
});

describe('Presentation', () => {
  const counter = (page: Page) => page.getByText(/^Slide \d of 6$/);

  it('walks all six slides by keyboard and by dots, signed out', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/presentation');
    expect(await counter(page).innerText()).toBe('Slide 1 of 6');
    await page.getByText('73%').waitFor();
    await page.getByText('$2,000–$5,000+').waitFor();
    for (let n = 2; n <= 6; n++) {
      await page.keyboard.press('ArrowRight');
      await page.getByText(`Slide ${n} of 6`).waitFor();
    }
    await page.keyboard.press('ArrowRight'); // stays on the last slide
    expect(await counter(page).innerText()).toBe('Slide 6 of 6');
    expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/auth?tab=register',
    );
    expect(await page.getByRole('link', { name: 'See Pricing & Plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
    for (let n = 5; n >= 1; n--) {
      await page.keyboard.press('ArrowLeft');
      await page.getByText(`Slide ${n} of 6`).waitFor();
    }
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const dot = page.getByRole('button', { name: `Go to slide ${n}` });
      await dot.click();
      await page.getByText(`Slide ${n} of 6`).waitFor();
      expect(await dot.getAttribute('aria-current')).toBe('step');
    }
    await page.getByText('90%', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Go to slide 4' }).click();
    await page.getByText('90%', { exact: true }).waitFor();
    // The spec's figure keeps a line beside it saying where it comes from.
    await page.getByText('Where the 90% comes from').waitFor();
    await page.getByText('24/7').waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Slide 3 of 6').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Slide 4 of 6').waitFor();

    await page.getByRole('button', { name: 'Enter fullscreen' }).click();
    await page.getByRole('button', { name: 'Exit fullscreen' }).click();
    await page.getByRole('button', { name: 'Enter fullscreen' }).waitFor();

    await page.getByRole('link', { name: 'Back to App' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('opens from the user menu', async () => {
    const { page, context } = await newPage(browser);
    await page.request.post('/api/register', { data: newPerson() });
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Presentation Mode' }).click();
    await page.waitForURL((url) => url.pathname === '/presentation');
    await page.getByText('Slide 1 of 6').waitFor();
    await context.close();
  });
});

describe('Security Center and User Guide', () => {
  it('shows the configured algorithm to a signed-out visitor', async () => {
    const { page, context } = await newPage(browser);
    const info = await (await page.request.get('/api/security')).json();
    await page.goto('/security');
    const tile = page.getByTestId('status-Encryption Status');
    await tile.getByText(info.encryption.algorithm, { exact: true }).waitFor();
    // Issue 41: the page opens with what it means in plain words, above the technical tiles.
    const inShort = page.getByTestId('security-in-short');
    await inShort.getByText(SECURITY_IN_PLAIN_WORDS[0]!).waitFor();
    expect((await inShort.boundingBox())!.y).toBeLessThan((await tile.boundingBox())!.y);
    expect(info.encryption.algorithm).toBe('AES-256-GCM');
    await page
      .getByTestId('status-Authentication')
      .getByText('argon2id', { exact: true })
      .waitFor();
    await page.getByTestId('status-Data Protection').waitFor();
    await page.getByRole('tab', { name: 'Encryption' }).click();
    await page.getByText('Per-record sealing').waitFor();
    await page.getByRole('tab', { name: 'Features' }).click();
    await page.getByText(info.features[0]).first().waitFor();
    await page.getByRole('tab', { name: 'Best Practices' }).click();
    await page.getByText('Use a long, unique password').waitFor();
    await context.close();
  });

  it('links each quick-start step to its screen, and sends visitors to sign in', async () => {
    const { page, context } = await newPage(browser);
    // Watched from before the visit: the toast shows while the page may still be loading.
    const unauthorized = toastText(page, 'Unauthorized');
    await page.goto('/user-guide');
    expect(await unauthorized).toContain('You are logged out. Logging in again...');
    await page.waitForURL((url) => url.pathname === '/auth');

    await page.request.post('/api/register', { data: newPerson() });
    const steps = [
      ['Open Family Members', '/family'],
      ['Open Financial Account Information', '/banking'],
      ['Open Documents', '/documents'],
      ['Open Estate Planning', '/estate-planning'],
    ] as const;
    for (const [name, path] of steps) {
      await page.goto('/user-guide');
      await page.getByRole('heading', { name: 'Quick Start' }).waitFor();
      await page.getByRole('link', { name }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
    await page.goto('/user-guide');
    await page.getByText('Keep an offline copy on this device', { exact: false }).waitFor();
    await page.getByText(/AES-256-GCM encryption/).waitFor();
    // The guide says the Security Centre's plain lines, in the same words.
    await page.getByText(SECURITY_IN_PLAIN_WORDS[1]!).waitFor();
    await context.close();
  });
});
