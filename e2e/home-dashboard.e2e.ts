import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newPage, newPerson, toastText } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function add(request: APIRequestContext, path: string, data: object) {
  const res = await request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
}

/** A calendar date `days` from today, as YYYY-MM-DD in local time. */
function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

it('the home dashboard cards reflect what was added', async () => {
  const { page, context } = await newPage(browser);
  const person = newPerson();
  await page.request.post('/api/register', { data: person });
  for (const name of ['Ada One', 'Ben Two', 'Cy Three', 'Di Four', 'Ed Five']) {
    await add(page.request, '/api/family-members', { name, relationship: 'Child' });
  }
  await add(page.request, '/api/banking-accounts', {
    accountType: 'Savings',
    bankName: 'Chase',
    accountNumber: '9876',
    currentBalance: '2500.75',
  });
  await add(page.request, '/api/investment-accounts', {
    accountType: 'IRA - Roth',
    institution: 'Vanguard',
    accountNumber: '5555',
    currentValue: '10000',
  });
  await add(page.request, '/api/estate-checklist-items', {
    title: 'Sign the will',
    category: 'Wills and Trusts',
    priority: 1,
  });
  await add(page.request, '/api/estate-checklist-items', {
    title: 'Name beneficiaries',
    category: 'Beneficiaries',
    priority: 1,
    isCompleted: true,
  });
  await add(page.request, '/api/important-dates', {
    title: 'Policy renewal',
    eventDate: inDays(3),
    eventType: 'Insurance Renewal',
  });

  await page.goto('/');
  const stats = page.getByRole('region', { name: 'At a glance' });
  await stats.getByText('Tracked Accounts').waitFor();
  // The labels show while the figures load (the summary is asked for each time the home opens).
  await expect.poll(() => stats.innerText()).toMatch(/Family Members\s*5/);
  const statsText = await stats.innerText();
  expect(statsText).toMatch(/Family Members\s*5/);
  expect(statsText).toMatch(/Banking Assets\s*1/);
  expect(statsText).toMatch(/Investment Portfolio\s*1/);
  expect(statsText).toMatch(/Estate Completion\s*50%/);
  await page
    .getByRole('button', { name: 'View All 5 Members' })
    .or(page.getByRole('link', { name: 'View All 5 Members' }))
    .waitFor();
  await page.getByText('Chase - Savings').waitFor();
  await page.getByText('$2,500.75').first().waitFor();
  await page.getByText('Vanguard - IRA - Roth').waitFor();
  await page.getByText('Sign the will').waitFor();
  await page.getByText('Policy renewal').waitFor();
  await page.getByText('3 days', { exact: true }).waitFor();
  await context.close();
});

it.each(['Pacific/Honolulu', 'Pacific/Kiritimati'])(
  'a date entered as Jan 5 shows as Jan 5 in %s',
  async (timezoneId) => {
    const { page, context } = await newPage(browser, undefined, timezoneId);
    await page.request.post('/api/register', { data: newPerson() });
    await page.goto('/family');
    await page.getByRole('button', { name: 'Add Family Member' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name', { exact: true }).fill('Jan Fifth');
    await dialog.getByLabel('Relationship', { exact: true }).selectOption('Child');
    await dialog.getByLabel('Date of Birth', { exact: true }).fill('2024-01-05');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'Family member added successfully');
    await page.getByText('Jan 5, 2024').waitFor();
    const [member] = await (await page.request.get('/api/family-members')).json();
    expect(member.dateOfBirth).toBe('2024-01-05');
    await context.close();
  },
);
