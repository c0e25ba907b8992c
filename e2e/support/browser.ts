import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-flags';
import { watchContext } from './failure-report';

export { CHROMIUM_PATH };

/**
 * Debian's Chromium, headless, with the network chatter this sandbox refuses switched off. Every
 * context it opens is watched, so that a failing test says what its pages showed (failure-report).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
  return browser;
}

/** A fresh browser context (its own cookies) pointed at the test server. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  timezoneId?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport, timezoneId });
  const page = await context.newPage();
  return { context, page };
}

/**
 * A signed-in screen opened cold arrives rendered on the server, and the application starts at
 * the person's first touch or key (src/web/page-loader.ts). For a test that needs the running
 * application (a link followed inside it rather than loaded anew): press Shift, a key that does
 * nothing, and wait until React has the page.
 */
export async function startApplication(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForFunction(
    () =>
      Object.keys(document.getElementById('main') ?? {}).some((key) =>
        key.startsWith('__reactProps'),
      ),
    null,
    { polling: 100 },
  );
}

let counter = 0;

/** A unique person to sign up as. */
export function newPerson() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Maya',
    lastName: 'Okafor',
    username: `maya${tag}`,
    email: `maya${tag}@example.com`,
    password: 'family-vault-1',
  };
}

/**
 * Waits for the toast on screen showing `text` (an item of Radix's "Notifications (F8)" region;
 * its role=status twin is a screen-reader announcement that lives only one second); returns its
 * text.
 */
export async function toastText(page: Page, text: string): Promise<string> {
  const toast = page
    // includeHidden: an open dialog marks the rest of the page aria-hidden, the toasts too.
    .getByRole('region', { name: /^Notifications \(/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text })
    .first();
  await toast.waitFor();
  return toast.innerText();
}

/** Fills and sends the Sign Up tab of the sign-in page the browser is on. */
export async function submitSignUpForm(page: Page, person: ReturnType<typeof newPerson>) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel');
  await form.getByLabel('First Name').fill(person.firstName);
  await form.getByLabel('Last Name').fill(person.lastName);
  await form.getByLabel('Username').fill(person.username);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByLabel('Confirm Password').fill(person.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Fills and sends the short sign-up an invitation link opens ("Create an account" on its page):
 * the invited address is filled in and fixed (the mailed link carries it), the rest as `person` says.
 */
export async function submitInvitationSignUp(page: Page, person: ReturnType<typeof newPerson>) {
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First Name').fill(person.firstName);
  await form.getByLabel('Last Name').fill(person.lastName);
  // Fixed when the link carries the address (links mailed now); typed for older links.
  const email = form.getByLabel('Email');
  if (await email.isEditable()) await email.fill(person.email);
  await form.getByLabel('Username').fill(person.username);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByLabel('Confirm Password').fill(person.password);
  await form.getByRole('button', { name: 'Create account and accept' }).click();
}
