import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, newPerson } from './support/browser';
import { pdfTextOf } from './support/pdf-text';
import { confirmedTrustedPerson, postExpecting, shotAtTwoWidths } from './support/trusted-person';

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

it('an executor after release: the plan on the home, a step ticked, the binder downloaded', async () => {
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
  await postExpecting(ann, '/api/register', owner);
  await postExpecting(ann, '/api/professional-contacts', {
    name: 'Hal Brennan',
    profession: 'Attorney',
    phone: '5559876543',
  });
  await postExpecting(ann, '/api/insurance-policies', {
    policyType: 'Life',
    company: 'MetLife',
    policyNumber: 'LP-99887766',
  });
  await postExpecting(ann, '/api/medical-information', { allergies: 'Penicillin' });

  // Eve proves her address, is invited as executor, accepts, is confirmed, asks and is approved.
  const annAsOwner = { context: ann, password: owner.password };
  const grantId = await confirmedTrustedPerson(annAsOwner, eve, executor, 'executor');
  await postExpecting(eve, `/api/trusted-people/${grantId}/request`, { reason: 'other' }, 200);
  await postExpecting(
    ann,
    `/api/trusted-people/${grantId}/approve`,
    { password: owner.password },
    200,
  );

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
  await shotAtTwoWidths(page, 'executor-home-plan');

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
