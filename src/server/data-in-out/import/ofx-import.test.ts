import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../testing/request';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { ofxFixture, sendImport } from './testing/import-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function importTwice(file: string, area = 'all') {
  const { cookie } = await signUp(t.app);
  const client = request(t.app, cookie);
  const body = { area, content: ofxFixture(file), filename: file };
  const first = await sendImport(client, 'commit', body);
  expect(first.statusCode).toBe(200);
  const preview = (await sendImport(client, 'preview', body)).json();
  const second = await sendImport(client, 'commit', body);
  expect(second.statusCode).toBe(200);
  return { client, first: first.json(), preview, second: second.json() };
}

describe('OFX import', () => {
  it('imports a checking account (OFX 2.2 XML), and a second import updates its balance', async () => {
    const { client, first, preview, second } = await importTwice('checking.ofx');
    expect(first).toMatchObject({ imported: { 'bank-accounts': 1 }, updated: {} });
    expect(preview.format).toBe('ofx');
    expect(preview.rows[0].updates).toEqual({
      id: expect.any(String),
      title: 'Wells Fargo Checking',
    });
    expect(second).toMatchObject({
      imported: { 'bank-accounts': 0 },
      updated: { 'bank-accounts': 1 },
    });
    const accounts = (await client.get('/api/bank-accounts')).json();
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      bankName: 'Wells Fargo',
      accountType: 'Checking',
      accountNumber: '6789', // the last four only, never the whole number
      routingNumber: '121000248',
      currentBalance: '2531.47',
    });
  });

  it('imports savings and money market accounts of a bank not on the pick list as Other', async () => {
    const { client, second } = await importTwice('savings.ofx', 'bank-accounts');
    expect(second.updated).toEqual({ 'bank-accounts': 2 });
    const accounts = (await client.get('/api/bank-accounts')).json();
    expect(
      accounts
        .map((a: Record<string, string>) => [
          a.bankName,
          a.bankNameOther,
          a.accountType,
          a.accountNumber,
          a.currentBalance,
        ])
        .sort(),
    ).toEqual([
      ['Other', 'Lakeside Community Credit Union', 'Money Market', '0001', '5000.00'],
      ['Other', 'Lakeside Community Credit Union', 'Savings', '6655', '15230.10'],
    ]);
  });

  it('imports a brokerage account: positions at market value plus cash', async () => {
    const { client, second } = await importTwice('brokerage.ofx');
    expect(second.updated).toEqual({ 'investment-accounts': 1 });
    const accounts = (await client.get('/api/investment-accounts')).json();
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      institution: 'Vanguard',
      accountType: 'Brokerage Account',
      accountNumber: '2211',
      currentValue: '35835.65',
    });
  });

  it('reads an OFX 1.x SGML file (unclosed tags) and maps JPMorgan Chase to Chase', async () => {
    const { client, second } = await importTwice('checking-sgml.qfx');
    expect(second.updated).toEqual({ 'bank-accounts': 1 });
    const [account] = (await client.get('/api/bank-accounts')).json();
    expect(account).toMatchObject({
      bankName: 'Chase',
      accountNumber: '7788',
      currentBalance: '812.34',
    });
  });

  it('updates the balance when the file has changed', async () => {
    const { cookie } = await signUp(t.app);
    const client = request(t.app, cookie);
    await sendImport(client, 'commit', { area: 'all', content: ofxFixture('checking.ofx') });
    const newer = ofxFixture('checking.ofx').toString().replace('<BALAMT>2531.47', '<BALAMT>99.01');
    await sendImport(client, 'commit', { area: 'all', content: newer });
    const accounts = (await client.get('/api/bank-accounts')).json();
    expect(accounts.map((a: { currentBalance: string }) => a.currentBalance)).toEqual(['99.01']);
  });

  it('answers 400 for an OFX file without accounts, storing nothing', async () => {
    const { cookie } = await signUp(t.app);
    const client = request(t.app, cookie);
    const res = await sendImport(client, 'commit', {
      area: 'all',
      content: ofxFixture('no-accounts.ofx'),
      filename: 'empty.ofx',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('"empty.ofx" holds no bank or investment accounts to import.');
    expect((await client.get('/api/bank-accounts')).json()).toEqual([]);
  });
});
