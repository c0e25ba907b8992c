import fs from 'node:fs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { formatDate } from '../src/domain/format';
import { addDays, localClock } from '../src/domain/reminder-dates';
import { zoneWhereRemindersAreDue } from '../src/server/reminders/reminder-test-kit';
import { startServerWithAdmin } from './support/admin-server';
import { launchBrowser, newPerson, submitSignUpForm, toastText } from './support/browser';
import { readCalendar } from './support/ics';

// Running the reminder job on demand takes an administrator (POST /api/admin/reminders/run), so
// this file runs its own server where one was granted through the CLI (support/admin-server.ts).

let browser: Browser;
let server: Awaited<ReturnType<typeof startServerWithAdmin>>;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServerWithAdmin();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A calendar day as an all-day DTSTART/DTEND writes it: 20270101. */
const icsDay = (date: string) => date.replaceAll('-', '');

/** Runs the reminder job now, as the administrator (what the 15-minute schedule does). */
async function runRemindersAsAdmin() {
  const context = await browser.newContext({ baseURL: server.url });
  const headers = { origin: server.url };
  const login = await context.request.post('/api/login', {
    data: { username: server.admin.username, password: server.admin.password },
    headers,
  });
  expect(login.status()).toBe(200);
  const run = await context.request.post('/api/admin/reminders/run', { headers });
  expect(run.status()).toBe(200);
  expect(await run.json()).toEqual({ outcome: 'completed' });
  await context.close();
}

/** Clicks "Add to calendar" and reads the file the browser downloads. */
async function downloadCalendar(page: Page) {
  const download: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('kinfolio-dates.ics');
  const text = fs.readFileSync((await file.path())!, 'utf8');
  const calendar = readCalendar(text);
  expect(calendar.lines[0]).toBe('BEGIN:VCALENDAR');
  expect(calendar.lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
  return calendar.events.map((e) => ({
    summary: e.SUMMARY,
    start: e.DTSTART,
    startIs: e['DTSTART;VALUE'],
    end: e.DTEND,
  }));
}

/** Adds a record through the open screen's Add button and dialog; waits for the toast. */
async function addThroughDialog(
  page: Page,
  addLabel: string,
  fields: Array<[label: string, value: string, kind?: 'select']>,
  toast: string,
) {
  await page.getByRole('button', { name: addLabel, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  for (const [label, value, kind] of fields) {
    const control = dialog.getByLabel(label, { exact: true });
    if (kind === 'select') await control.selectOption(value);
    else await control.fill(value);
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toastText(page, toast);
  await dialog.waitFor({ state: 'detached' });
}

it('reminds of an important date in the bell, opens it, and adds dates to a calendar', async () => {
  // A zone where it is past 8:00 now (reminders go out from 8:00 local), so the run reminds.
  const zone = zoneWhereRemindersAreDue();
  const today = localClock(new Date(), zone).date;
  const person = newPerson();
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
    timezoneId: zone,
  });
  const page = await context.newPage();

  // Sign up through the form, keep the recovery key, land on the dashboard.
  await page.goto('/auth');
  await submitSignUpForm(page, person);
  await page.waitForURL((url) => url.pathname === '/save-recovery-key');
  await page.getByLabel('I have saved my recovery key').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: `Welcome, ${person.firstName}` }).waitFor();
  // The first signed-in screen saves this browser's time zone for reminders.
  await vi.waitFor(
    async () => {
      const prefs = await context.request.get('/api/reminder-preferences');
      expect((await prefs.json()).timeZone).toBe(zone);
    },
    { timeout: 10_000, interval: 100 },
  );

  // Documents: two that expire (in 40 and 200 days: no reminder yet) and one without a date.
  await page.goto('/documents');
  await page.getByText('No documents yet', { exact: true }).waitFor();
  const passport = { title: 'Passport, Maya', date: addDays(today, 40) };
  const lease = { title: 'Flat lease', date: addDays(today, 200) };
  for (const doc of [passport, lease]) {
    await addThroughDialog(
      page,
      'Add Document',
      [
        ['Title', doc.title],
        ['Category', 'Personal', 'select'],
        ['Expiration Date', doc.date],
      ],
      'Document added successfully',
    );
  }
  await addThroughDialog(
    page,
    'Add Document',
    [
      ['Title', 'Birth certificate'],
      ['Category', 'Personal', 'select'],
    ],
    'Document added successfully',
  );

  // An important date 3 days ahead, reminded 3 days before.
  const willReview = { title: 'Review the will with Ruth', date: addDays(today, 3) };
  await page.goto('/important-dates');
  await page.getByText('No important dates yet', { exact: true }).waitFor();
  await addThroughDialog(
    page,
    'Add Date',
    [
      ['Title', willReview.title],
      ['Date', willReview.date],
      ['Event Type', 'Will Review', 'select'],
      ['Remind Me (days before)', '3'],
    ],
    'Important date added successfully',
  );
  await page.getByRole('button', { name: `Edit ${willReview.title}`, exact: true }).waitFor();

  // The reminder job runs; on the next screen the bell has one unread reminder.
  await runRemindersAsAdmin();
  await page.goto('/');
  await page.getByRole('heading', { name: `Welcome, ${person.firstName}` }).waitFor();
  const unread = page.getByTestId('notification-count');
  expect((await unread.textContent())?.trim()).toBe('1 unread');
  await page.getByRole('button', { name: 'Notifications' }).click();
  const bell = page.getByRole('dialog').filter({ hasText: 'Mark all as read' });
  const reminder = bell.getByRole('listitem').filter({ hasText: 'Important date in 3 days' });
  // The server stored no title; this session reads the record and shows it.
  await reminder.getByText(willReview.title, { exact: true }).waitFor();
  await reminder.getByText(`Date: ${formatDate(willReview.date)}`, { exact: true }).waitFor();
  expect(await bell.getByRole('listitem').count()).toBe(1);

  // Open leads to the Important Dates screen with that record open; the reminder is read.
  await reminder.getByRole('link', { name: 'Open' }).click();
  await page.waitForURL((url) => url.pathname === '/important-dates' && !url.search);
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Edit Important Date', { exact: true }).waitFor();
  expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe(willReview.title);
  expect(await dialog.getByLabel('Date', { exact: true }).inputValue()).toBe(willReview.date);
  await unread.waitFor({ state: 'detached' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });

  // "Add to calendar" here: the important date only, an all-day event on its day.
  expect(await downloadCalendar(page)).toEqual([
    {
      summary: willReview.title,
      start: icsDay(willReview.date),
      startIs: 'DATE',
      end: icsDay(addDays(willReview.date, 1)),
    },
  ]);

  // On Document Storage: the documents that expire, soonest first; not the undated one.
  await page.goto('/documents');
  await page.getByRole('button', { name: `Edit ${lease.title}`, exact: true }).waitFor();
  expect(await downloadCalendar(page)).toEqual(
    [passport, lease].map((doc) => ({
      summary: doc.title,
      start: icsDay(doc.date),
      startIs: 'DATE',
      end: icsDay(addDays(doc.date, 1)),
    })),
  );
  await context.close();
});
