/**
 * Figures a family can trust (issue 43, decision 028), in the browser: Margaret and David, the
 * retired couple, entered through the record forms as a person would type them (the $120,000
 * mortgage on the house's own Mortgage Balance, the joint checking account "Joint with right of
 * survivorship"), and every screen and the Estate Summary PDF read one rule; their daughter
 * Emily, who may read three areas, is told which areas her view is made of and never shown a $0
 * for what she cannot see. At 1280 and 390 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RETIRED_COUPLE } from '../src/domain/figures/testing/retired-couple';
import { recordKindByKey, type FieldSpec, type RecordKindKey } from '../src/domain/records';
import { recordDisplay } from '../src/domain/records/display';
import { launchBrowser, newPage, newPerson, toastText } from './support/browser';
import { pdfTextOf } from './support/pdf-text';
import { confirmedTrustedPerson, postExpecting } from './support/trusted-person';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const WIDTHS = [1280, 390] as const;
/** $650,000 + $45,450 + $80,000 + $520,000 + $275,000 − the $120,000 mortgage. */
const NET_WORTH = '$1,450,450';
/** The house and the joint checking half each (§2040(b)), the rest whole, the policy (§2042), less the mortgage. */
const ESTATE = '$1,352,725';
const DAUGHTER_AREAS = ['bank-accounts', 'real-estate', 'insurance-policies'];

/** Adds one record through its screen's Add dialog, typing each value into its labelled field. */
async function addThroughForm(page: Page, key: RecordKindKey, values: Record<string, unknown>) {
  const kind = recordKindByKey(key)!;
  const display = recordDisplay(key as never);
  if (new URL(page.url()).pathname !== display.route) await page.goto(display.route);
  await page.getByRole('button', { name: display.addLabel, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(display.dialogTitles.add, { exact: true }).waitFor();
  const fields = kind.fields as Record<string, FieldSpec>;
  for (const [name, value] of Object.entries(values)) {
    const field = fields[name]!;
    const control = dialog.getByLabel(field.label, { exact: true });
    if (field.type === 'boolean') {
      if (value) await control.check();
      else await control.uncheck();
    } else if (field.type === 'choice') {
      if (field.options.includes(String(value))) await control.selectOption(String(value));
      else {
        await control.selectOption('Other');
        const other = Object.values(fields).find(
          (f) => (f as { otherOf?: string }).otherOf === name,
        )!;
        await dialog.getByLabel(other.label, { exact: true }).fill(String(value));
      }
    } else await control.fill(String(value));
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toastText(page, display.toasts.created);
  await dialog.waitFor({ state: 'detached' });
}

/** The visible text of the page's main region, spaces collapsed. */
const mainText = async (page: Page) =>
  (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');

/** A full-page screenshot into SHOTS_DIR when it is set, for a person to look over. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** Opens a tab of the page by its name and answers its panel. */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel');
}

it('one rule for the couple on every screen and the PDF; the daughter sees only what is true for her', async () => {
  const margaret = { ...newPerson(), firstName: 'Margaret', lastName: 'Chen' };
  const owner = await newPage(browser);
  const { page } = owner;
  await postExpecting(owner.context, '/api/register', margaret);

  // Entered through the forms, the way they invite.
  for (const [key, list] of Object.entries(RETIRED_COUPLE))
    for (const values of list) await addThroughForm(page, key as RecordKindKey, values);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const at = `at ${width} px`;

    await page.goto('/dashboard');
    await page.getByText(NET_WORTH).first().waitFor();
    expect(await mainText(page), at).not.toContain('$1,570,450');

    await page.goto('/legacy-planning');
    const calculator = page.getByTestId('inclusion-rules');
    await calculator.waitFor();
    expect(await page.getByLabel('Estate value (USD)').inputValue(), at).toBe('1352725.00');
    const rules = (await calculator.innerText()).replace(/\s+/g, ' ');
    // The mortgage typed on the house is the one debt, taken off once.
    expect(rules, at).toContain('Taken off: $120,000');
    expect(await mainText(page), at).toContain(`Estate value (${new Date().getFullYear()})`);
    expect(await mainText(page), at).toContain(ESTATE);

    // Inheritance: the joint checking account passes to David, the joint owner.
    const inheritance = await openTab(page, 'Inheritance');
    const david = inheritance.getByTestId('recipient').filter({ hasText: 'David Chen' });
    await david.getByText('Joint checking').first().waitFor();

    // Financial Analysis › Planning: the same account passes apart from the estate, to him.
    await page.goto('/financial-analysis');
    const planning = await openTab(page, 'Planning');
    await planning.getByText('Accounts to named people or joint owners').waitFor();
    const planningText = (await planning.innerText()).replace(/\s+/g, ' ');
    // The joint checking ($45,450) and the savings payable on death ($80,000).
    expect(planningText, at).toMatch(/Accounts to named people or joint owners \$125,450/);
    expect(planningText, at).toMatch(/Cash passing through the estate \$0/);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The Estate Summary PDF reads the same net worth.
  await page.goto('/advanced-reporting');
  const download = page.waitForEvent('download');
  await page
    .getByTestId('report-estate-summary')
    .getByRole('button', { name: 'Generate Report' })
    .click();
  const pdf = await pdfTextOf(await (await download).path());
  expect(pdf).toContain(NET_WORTH);
  expect(pdf).not.toContain('$1,570,450');

  // Emily may read the bank accounts, the house and the insurance.
  const emily = await newPage(browser);
  const daughter = { ...newPerson(), firstName: 'Emily', lastName: 'Chen' };
  await confirmedTrustedPerson(
    { context: owner.context, password: margaret.password },
    emily.context,
    daughter,
    'viewer',
    DAUGHTER_AREAS,
  );
  const e = emily.page;
  await e.goto('/trusted-people');
  await e
    .getByTestId('shared-vault')
    .filter({ hasText: 'Margaret' })
    .getByRole('button', { name: 'Open' })
    .click();
  await e.getByTestId('vault-banner').waitFor();

  for (const width of WIDTHS) {
    await e.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const at = `at ${width} px`;

    await e.goto('/dashboard');
    await e.getByText('From the 3 areas Margaret shares with you').waitFor();
    const dashboard = await mainText(e);
    expect(dashboard, at).toContain('Net Worth Not shared with you');
    expect(dashboard, at).toContain('Bank Accounts $125,450');
    expect(dashboard, at).not.toMatch(/\$0\b/);
    expect(dashboard, at).not.toContain('computed from the records you have added');
    await shot(e, `visitor-dashboard-${width}`);

    await e.goto('/legacy-planning');
    await e.getByText('From the 3 areas Margaret shares with you').waitFor();
    const legacy = await mainText(e);
    expect(legacy, at).toContain('Estate value (USD)');
    expect(legacy, at).toMatch(/Total estimated tax \(\d{4}\) Not shared with you/);
    expect(legacy, at).not.toMatch(/\$0\b/);
    expect(legacy, at).not.toMatch(/consider adding your will/i);
    expect(legacy, at).not.toContain('your estate');
    await shot(e, `visitor-legacy-planning-${width}`);
  }
}, 600_000);
