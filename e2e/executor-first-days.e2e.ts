import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, newPerson } from './support/browser';
import { linkFromOutbox } from './support/outbox';
import { pdfTextOf } from './support/pdf-text';

/**
 * The executor's first days (issue 29), in the executor's browser: once the owner approves the
 * request, the vault's home leads with the plan built from the owner's records; the executor
 * ticks a step off and downloads the Emergency Binder, whose first page says whom to call.
 * Screenshots go to SHOTS_DIR when it is set.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SHOTS = process.env.SHOTS_DIR;
const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/confirm-email#token=[A-Za-z0-9_-]+/;
const INVITATION_LINK = /https?:\/\/[^\s"<>]+\/invitations#token=[A-Za-z0-9_-]+/;
const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(150); // layout settles (no assertion waits on it)
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

it('an executor after release: the plan on the home, a step ticked, the binder downloaded', async () => {
  const dataDir = inject('dataDir');
  const open = () =>
    browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
  const ann = await open();
  const eve = await open();
  const owner = { ...newPerson(), firstName: 'Ann', lastName: 'Lee' };
  const executor = { ...newPerson(), firstName: 'Eve', lastName: 'Stone' };
  const post = async (who: typeof ann, url: string, data: object, status = 201) => {
    const res = await who.request.post(url, { data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
    return res.json().catch(() => null) as Promise<{ id: string } | null>;
  };
  await post(ann, '/api/register', owner);
  await post(ann, '/api/professional-contacts', {
    name: 'Hal Brennan',
    profession: 'Attorney',
    phone: '5559876543',
  });
  await post(ann, '/api/insurance-policies', {
    policyType: 'Life',
    company: 'MetLife',
    policyNumber: 'LP-99887766',
  });
  await post(ann, '/api/medical-information', { allergies: 'Penicillin' });

  // Eve proves her address, is invited as executor, accepts, is confirmed, asks and is approved.
  await post(eve, '/api/register', executor);
  const proof = tokenOf(await linkFromOutbox(dataDir, executor.email, CONFIRM_LINK));
  await post(eve, '/api/email-confirmation/confirm', { token: proof }, 200);
  const grant = (await post(ann, '/api/trusted-people', {
    email: executor.email,
    role: 'executor',
    areas: 'all',
  }))!;
  const invitation = tokenOf(await linkFromOutbox(dataDir, executor.email, INVITATION_LINK));
  await post(eve, '/api/invitations/accept', { token: invitation }, 200);
  await post(ann, `/api/trusted-people/${grant.id}/confirm`, { password: owner.password }, 200);
  await post(eve, `/api/trusted-people/${grant.id}/request`, { reason: 'died' }, 200);
  await post(ann, `/api/trusted-people/${grant.id}/approve`, { password: owner.password }, 200);

  // Eve's device remembers Ann's vault (the switcher's choice): her home is Ann's.
  const annId = ((await (await ann.request.get('/api/user')).json()) as { id: string }).id;
  const chosen = await eve.request.put('/api/vaults/choice', { data: { ownerId: annId } });
  expect(chosen.status(), await chosen.text()).toBeLessThan(300);
  const page = await eve.newPage();
  await page.goto('/');
  await page.getByTestId('vault-banner').waitFor();
  const plan = page.getByRole('list', { name: 'Steps' });
  await plan.getByText('Claim the life insurance with MetLife').waitFor();
  await plan.getByText('Contact the attorney, Hal Brennan').waitFor();
  // The home arrives rendered on the server; the application starts at this first tap, which
  // the page holds back and gives to the step's box once React has it (page-loader.ts).
  await page.getByLabel('Order death certificates').click();
  await plan.getByText('Done by Eve Stone').waitFor();
  await shot(page, 'executor-home-plan');

  // The owner sees the tick.
  const ownPlan = await ann.request.get('/api/executor-plan');
  const steps = ((await ownPlan.json()) as { steps: { key: string; done: unknown }[] }).steps;
  expect(steps.find((s) => s.key === 'death-certificates')!.done).toMatchObject({
    by: 'Eve Stone',
  });

  await page.goto('/advanced-reporting');
  const download = page.waitForEvent('download');
  await page
    .getByTestId('report-emergency-binder')
    .getByRole('button', { name: 'Generate Report' })
    .click();
  const text = await pdfTextOf(await (await download).path());
  expect(text).toContain('In an emergency');
  expect(text).toMatch(/Hal Brennan\s+Attorney\s+\(555\) 987-6543/);
  expect(text).toContain('Penicillin');
  expect(text).not.toContain('LP-99887766');
  await ann.close();
  await eve.close();
});
