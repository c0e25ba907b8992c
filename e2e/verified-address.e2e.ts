import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ADDRESS_MESSAGES, addressBannerText } from '../src/domain/verified-addresses';
import {
  launchBrowser,
  newPage,
  newPerson,
  submitInvitationSignUp,
  submitSignUpForm,
  toastText,
} from './support/browser';
import { linkFromOutbox } from './support/outbox';

// Verified addresses (docs/decisions/018): a sign-up is asked, quietly, to open the link mailed to
// its address; an invitation to an address someone else registered first still reaches the real
// person, who signs up from its link and takes the address over.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/confirm-email#token=[A-Za-z0-9_-]+/;
const INVITATION_LINK = /https?:\/\/[^\s"<>]+\/invitations#token=[A-Za-z0-9_-]+&email=[^\s"<>&]+/;
/** The path and fragment of a mailed link, opened on the test server. */
const onServer = (link: string) => `${new URL(link).pathname}${new URL(link).hash}`;

/** A same-origin API call from a context (the CSRF check reads Origin). */
const post = (context: BrowserContext, url: string, data?: unknown) =>
  context.request.post(url, { headers: { origin: inject('baseUrl') }, data });

it('signs up, sees the quiet banner, opens the mailed link and is confirmed', async () => {
  const { context, page } = await newPage(browser);
  const person = newPerson();
  await page.goto('/auth?tab=register');
  await submitSignUpForm(page, person);
  await page.waitForURL((url) => url.pathname === '/save-recovery-key');
  await page.getByLabel('I have saved my recovery key').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // The account works at once; a banner asks for the link, and can send it again.
  const banner = page.getByTestId('address-banner');
  await banner.getByText(addressBannerText({ kind: 'unconfirmed', email: person.email })).waitFor();
  await banner.getByRole('button', { name: 'Send again' }).click();
  await toastText(page, ADDRESS_MESSAGES.sent(person.email));

  // The newest link from the outbox; the page takes the token out of the address bar.
  const link = await linkFromOutbox(inject('dataDir'), person.email, CONFIRM_LINK);
  await page.goto(onServer(link));
  await page.waitForURL((url) => url.pathname === '/confirm-email' && !url.hash);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await page.getByText(ADDRESS_MESSAGES.confirmed).waitFor();
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.getByTestId('address-banner').count()).toBe(0);
  // A link works once.
  const again = await post(context, '/api/email-confirmation/confirm', {
    token: new URLSearchParams(new URL(link).hash.slice(1)).get('token'),
  });
  expect(again.status()).toBe(400);
  await context.close();
});

it('an invitation to an address squatted by an unconfirmed account reaches the real person, who takes it over', async () => {
  const squatterSide = await newPage(browser);
  const ownerSide = await newPage(browser);
  // The real person reads mail on a phone.
  const realSide = await newPage(browser, { width: 390, height: 844 });
  const real = newPerson();
  const owner = { ...newPerson(), firstName: 'Ann', lastName: 'Lee' };
  const squatter = { ...newPerson(), email: real.email };

  expect((await post(squatterSide.context, '/api/register', squatter)).status()).toBe(201);
  expect((await post(ownerSide.context, '/api/register', owner)).status()).toBe(201);
  const invited = await post(ownerSide.context, '/api/trusted-people', {
    email: real.email,
    role: 'viewer',
    areas: 'all',
  });
  expect(invited.status()).toBe(201);

  // The squatter holds the address but is neither shown the invitation nor able to take it.
  const bell = await (await squatterSide.context.request.get('/api/notifications')).json();
  expect(JSON.stringify(bell)).not.toContain('invited you');

  // The real person opens the mailed link and signs up from it with that address.
  const { page } = realSide;
  const link = await linkFromOutbox(inject('dataDir'), real.email, INVITATION_LINK);
  await page.goto(onServer(link));
  await page.getByRole('heading', { name: 'Ann Lee invites you' }).waitFor();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await submitInvitationSignUp(page, real);
  await page.waitForURL((url) => url.pathname === '/save-recovery-key');
  await page.getByLabel('I have saved my recovery key').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The sign-up accepted the invitation: the next screen says what happens now.
  await page.waitForURL((url) => url.pathname === '/invitations/accepted');
  await page.getByTestId('my-six-words').waitFor();
  // The link proved the address: confirmed, no banner.
  const me = await (await realSide.context.request.get('/api/user')).json();
  expect(me).toMatchObject({ email: real.email, emailConfirmed: true });
  expect(await page.getByTestId('address-banner').count()).toBe(0);

  // The squatter lost the address and is told on its next screen.
  await squatterSide.page.goto('/');
  await squatterSide.page
    .getByTestId('address-banner')
    .getByText(addressBannerText({ kind: 'taken' }))
    .waitFor();
  for (const side of [squatterSide, ownerSide, realSide]) await side.context.close();
});
