/**
 * One family fed to every figure the server makes (issue 43): the dashboard summary's SQL, the
 * sessionless net-worth job's SQL, the rules module on the records the screens read, the
 * assistant's records summary and the Estate Summary PDF. Each variant of the mortgage (typed on
 * the property, a linked Debts record, a look-alike unlinked one) must agree to the cent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summariseRecords } from '../../domain/assistant/records-summary';
import { netWorthOf } from '../../domain/figures/net-worth';
import {
  RETIRED_COUPLE,
  RETIRED_COUPLE_NET_WORTH,
  WELLS_FARGO_MORTGAGE,
} from '../../domain/figures/testing/retired-couple';
import { recordKindByKey, type RecordJson, type RecordKindKey } from '../../domain/records';
import { loadRecordsSnapshot } from '../assistant/records-snapshot';
import { pdfText } from '../testing/pdf-text';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { fillMissingSnapshots } from './net-worth-snapshots';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function add(cookie: string, key: RecordKindKey, values: object): Promise<string> {
  const res = await request(t.app, cookie).post(recordKindByKey(key)!.apiPaths[0], values);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** Signs up a fresh owner and enters the family; answers the cookie, user and house id. */
async function enterFamily(variant: 'typed' | 'linked' | 'look-alike') {
  const { cookie, user } = await signUp(t.app);
  let houseId = '';
  for (const [key, list] of Object.entries(RETIRED_COUPLE))
    for (const values of list) {
      const id = await add(cookie, key as RecordKindKey, values);
      if (key === 'real-estate') houseId = id;
    }
  if (variant === 'linked')
    await add(cookie, 'debts-liabilities', { ...WELLS_FARGO_MORTGAGE, securedPropertyId: houseId });
  if (variant === 'look-alike') await add(cookie, 'debts-liabilities', WELLS_FARGO_MORTGAGE);
  return { cookie, userId: user.id, houseId };
}

/** Every record the owner's screens read, as the API answers them. */
async function recordsOf(cookie: string) {
  const out: Partial<Record<RecordKindKey, RecordJson[]>> = {};
  for (const key of [
    'bank-accounts',
    'investment-accounts',
    'real-estate',
    'business-interests',
    'debts-liabilities',
  ] as const)
    out[key] = (await request(t.app, cookie).get(recordKindByKey(key)!.apiPaths[0])).json();
  return out;
}

/** Each figure function's net worth for the owner, by where it is shown. */
async function figures(cookie: string, userId: string) {
  const summary = (await request(t.app, cookie).get('/api/dashboard-summary')).json();
  // The sessionless job: today's row removed, then written again by the job alone.
  await t.context.db.execute(`delete from net_worth_snapshots where user_id = '${userId}'`);
  await fillMissingSnapshots(t.context.db);
  const history = (await request(t.app, cookie).get('/api/net-worth/history?range=ALL')).json();
  const pdf = await pdfText(
    (await request(t.app, cookie).get('/api/reports/estate-summary')).rawPayload,
  );
  const pdfNetWorth = /Net worth\s*\$?([\d,]+)/.exec(pdf)?.[1]?.replace(/,/g, '');
  return {
    'Summary Dashboard (SQL)': summary.totalNetWorth,
    'Net worth history (sessionless SQL)': history.points.at(-1)?.netWorth,
    'Legacy Planning, Financial Analysis (rules module)': netWorthOf(await recordsOf(cookie)),
    "Assistant's records summary": summariseRecords(
      await loadRecordsSnapshot(t.context, userId),
      new Date(),
    ).netWorth,
    'Estate Summary PDF': pdfNetWorth ? `${pdfNetWorth}.00` : pdf,
  };
}

describe('one rule for net worth, on every screen and report', () => {
  it.each(['typed', 'linked', 'look-alike'] as const)(
    'the mortgage %s: every figure reads 1,450,450 dollars',
    async (variant) => {
      const { cookie, userId } = await enterFamily(variant);
      const all = await figures(cookie, userId);
      for (const [where, value] of Object.entries(all))
        expect(value, where).toBe(RETIRED_COUPLE_NET_WORTH);
    },
  );

  it('a linked mortgage shows its balance on the property, and the look-alike is flagged', async () => {
    const linked = await enterFamily('linked');
    const house = (await request(t.app, linked.cookie).get('/api/real-estate')).json()[0];
    expect(house.mortgageBalance).toBe('120000.00');
    const [debt] = (await request(t.app, linked.cookie).get('/api/debts-liabilities')).json();
    const put = await request(t.app, linked.cookie).patch(`/api/debts-liabilities/${debt.id}`, {
      ...WELLS_FARGO_MORTGAGE,
      currentBalance: '118500.00',
      securedPropertyId: linked.houseId,
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = (await request(t.app, linked.cookie).get('/api/real-estate')).json()[0];
    expect(after.mortgageBalance).toBe('118500.00');
    const summary = (await request(t.app, linked.cookie).get('/api/dashboard-summary')).json();
    expect(summary.totalNetWorth).toBe('1451950.00');
    expect(summary.debts).toMatchObject({ lookAlikeMortgages: 0, propertyMortgages: '0.00' });

    const alike = await enterFamily('look-alike');
    const flagged = (await request(t.app, alike.cookie).get('/api/dashboard-summary')).json();
    expect(flagged.debts).toEqual({
      count: 1,
      totalBalance: '120000.00',
      propertyMortgages: '0.00',
      lookAlikeMortgages: 1,
    });
  });

  it('rejects a debt secured by a property that is not the owner’s', async () => {
    const other = await enterFamily('typed');
    const { cookie } = await signUp(t.app);
    const res = await request(t.app, cookie).post('/api/debts-liabilities', {
      ...WELLS_FARGO_MORTGAGE,
      securedPropertyId: other.houseId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error ?? res.json().message).toMatch(/Secured By Property/);
  });
});
