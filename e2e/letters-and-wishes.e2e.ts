import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { LETTERS_NOTICES, NOTHING_RELEASED } from '../src/domain/letters-and-wishes-words';
import { launchBrowser, newPerson } from './support/browser';
import { confirmedTrustedPerson, postExpecting, shotAtTwoWidths } from './support/trusted-person';

/**
 * Letters & Wishes (issue 29): the owner writes a letter to one child in the browser and final
 * wishes for everyone; the child (a viewer of all areas) cannot read them; the executor's access
 * opens; then the child reads both and the executor only the wishes. Screenshots go to SHOTS_DIR.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('a letter to one child and wishes for all: sealed until the executor’s access opens', async () => {
  const open = () =>
    browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
  const [ann, kim, eve] = [await open(), await open(), await open()];
  const owner = { ...newPerson(), firstName: 'Ann', lastName: 'Lee' };
  const child = { ...newPerson(), firstName: 'Kim', lastName: 'Lee' };
  const executor = { ...newPerson(), firstName: 'Eve', lastName: 'Stone' };
  await postExpecting(ann, '/api/register', owner);
  const annId = ((await (await ann.request.get('/api/user')).json()) as { id: string }).id;

  // Before any executor: the page says nothing can release these items, and links onward.
  const page = await ann.newPage();
  await page.goto('/letters-and-wishes');
  await page.getByRole('heading', { name: 'Nothing here can be released yet' }).waitFor();
  await page.getByRole('link', { name: 'Trusted People', exact: true }).last().waitFor();
  await shotAtTwoWidths(page, 'letters-no-executor');

  // Kim (viewer, all areas) and Eve (executor) are invited, accept and are confirmed.
  const annAsOwner = { context: ann, password: owner.password };
  await confirmedTrustedPerson(annAsOwner, kim, child, 'viewer');
  const eveGrant = await confirmedTrustedPerson(annAsOwner, eve, executor, 'executor');

  // Ann writes the letter to Kim in the browser, then her wishes for everyone.
  await page.reload();
  await page.getByRole('heading', { name: 'Sealed until release' }).waitFor();
  // What happens, in plain words (issue 41): no keys, grants or secrets.
  await page.getByText(LETTERS_NOTICES.sealed.text).waitFor();
  await page.getByRole('button', { name: 'Add Letter or Wishes' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Kind', { exact: true }).selectOption('Letter');
  await dialog.getByLabel('Title', { exact: true }).fill('For Kim');
  await dialog.getByLabel('To', { exact: true }).fill('Kim');
  await dialog
    .getByLabel('The letter', { exact: true })
    .fill('The blue box in the attic is yours.');
  // "Only the people I choose" ticks nobody by itself; the line under the choices says who
  // will read it, before Save.
  await dialog.getByLabel('Only the people I choose').check();
  expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(0);
  await dialog.getByText('Readable by: nobody yet: tick at least one person').waitFor();
  await dialog.getByRole('checkbox', { name: /Kim Lee/ }).check();
  await dialog.getByText('Readable by: Kim Lee only').waitFor();
  // Unticking never widens the choice: nobody, not everyone.
  await dialog.getByRole('checkbox', { name: /Kim Lee/ }).uncheck();
  await dialog.getByText('Readable by: nobody yet: tick at least one person').waitFor();
  expect(await dialog.getByLabel('Only the people I choose').isChecked()).toBe(true);
  await dialog.getByRole('checkbox', { name: /Kim Lee/ }).check();
  await dialog
    .getByRole('button', { name: /Save|Add|Create/ })
    .last()
    .click();
  await page.getByText('Who may read it: Kim Lee').waitFor();

  // On a phone, the wishes for everyone with the choice as the form opens: saved as shown.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Add Letter or Wishes' }).first().click();
  await dialog.getByLabel('Kind', { exact: true }).selectOption('Final wishes');
  await dialog.getByLabel('Title', { exact: true }).fill('My funeral');
  await dialog
    .getByLabel('Funeral or memorial service', { exact: true })
    .fill('A quiet service by the sea.');
  expect(await dialog.getByLabel('All my trusted people').isChecked()).toBe(true);
  await dialog.getByText('Readable by: All my trusted people').waitFor();
  await dialog
    .getByRole('button', { name: /Save|Add|Create/ })
    .last()
    .click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Who may read it: All my trusted people').waitFor();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await page.getByText('Who may read it: All my trusted people').waitFor();
  await shotAtTwoWidths(page, 'letters-owner-sealed');

  // Kim, a viewer of every area, reads none of it before release.
  const inAnnsVault = { headers: { 'X-Kinfolio-Vault': annId } };
  expect((await kim.request.get('/api/family-members', inAnnsVault)).status()).toBe(200);
  expect((await kim.request.get('/api/letters-and-wishes', inAnnsVault)).status()).toBe(404);
  const choose = async (who: BrowserContext) => {
    const chosen = await who.request.put('/api/vaults/choice', { data: { ownerId: annId } });
    expect(chosen.status(), await chosen.text()).toBeLessThan(300);
    const p = await who.newPage();
    await p.goto('/letters-and-wishes');
    await p.getByTestId('vault-banner').waitFor();
    return p;
  };
  const kimPage = await choose(kim);
  await kimPage.getByText(NOTHING_RELEASED).waitFor();
  await shotAtTwoWidths(kimPage, 'letters-child-before-release');

  // Eve asks and Ann approves: the release.
  await postExpecting(eve, `/api/trusted-people/${eveGrant}/request`, { reason: 'died' }, 200);
  await postExpecting(
    ann,
    `/api/trusted-people/${eveGrant}/approve`,
    { password: owner.password },
    200,
  );

  await kimPage.reload();
  await kimPage.getByText('The blue box in the attic is yours.').waitFor();
  await kimPage.getByText('A quiet service by the sea.').waitFor();
  await shotAtTwoWidths(kimPage, 'letters-child-after-release');
  const evePage = await choose(eve);
  await evePage.getByText('A quiet service by the sea.').waitFor();
  expect(await evePage.getByText('For Kim').count()).toBe(0);
  await shotAtTwoWidths(evePage, 'letters-executor-after-release');
  for (const context of [ann, kim, eve]) await context.close();
});
