import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessEvents, savedCustomReports } from '../db/schema';
import { addEllisFamily, ELLIS_TODAY } from '../estate-plan/testing/ellis-family';
import { pdfInfo, pdfText } from '../testing/pdf-text';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  inVault,
  PASSWORD,
  person,
  trust,
  type Person,
} from '../trusted-people/testing/trusted-kit';

let t: TestApp;
let owner: Person;
beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, { firstName: 'Maya', lastName: 'Ellis' });
  await addEllisFamily(owner.api);
});
afterAll(() => t.close());

const get = (who: Person, path: string, vaultOf?: Person) =>
  who.api.get(
    `/api/reports/${path}${path.includes('?') ? '&' : '?'}today=${ELLIS_TODAY}`,
    vaultOf ? inVault(vaultOf) : undefined,
  );
const text = async (who: Person, path: string, vaultOf?: Person) => {
  const res = await get(who, path, vaultOf);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  // One line: a table cell wraps a long sentence wherever its column ends.
  return (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
};

describe('the Beneficiary Package', () => {
  it('has a section per beneficiary with what names them, whom to call and what to bring', async () => {
    const pdf = await text(owner, 'beneficiary-package');
    for (const name of ['Jane Marie Ellis', 'Thomas Ellis', 'Ava Ellis', 'Rita Gomez', 'Bobby'])
      expect(pdf).toContain(name);
    expect(pdf).toContain('Life Insurance · MetLife');
    expect(pdf).toContain('Dana Agent');
    expect(pdf).toContain('A certified copy of the death certificate');
    expect(pdf).toContain('SECURE Act of 2019');
    expect(pdf).toContain('****7766');
    expect(pdf).not.toContain('LP-99887766');
    expect(pdf).not.toContain('000123456789');
  });

  it('prints full numbers only with the full-numbers choice and the password', async () => {
    expect((await get(owner, 'beneficiary-package?fullNumbers=true')).statusCode).toBe(400);
    const res = await owner.api.post(
      `/api/reports/beneficiary-package?fullNumbers=true&today=${ELLIS_TODAY}`,
      { password: PASSWORD, code: '' },
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const pdf = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(pdf).toContain('LP-99887766');
    expect(pdf).toContain('Contains full account, routing, policy and Social Security numbers');
  });
});

describe('the Advisor Report', () => {
  it('summarises net worth, the estimate, the flags, the checklist and documents, with no account numbers', async () => {
    const pdf = await text(owner, 'advisor-report');
    expect(pdf).toContain('$450,000'); // net worth
    expect(pdf).toContain('Charitable deduction $50,000');
    expect(pdf).toContain(
      'Rita Gomez, a former spouse or partner, is named on Old 401(k) · Vanguard',
    );
    expect(pdf).toContain('Your checklist has no will');
    expect(pdf).toContain('0 of 1 tasks complete');
    expect(pdf).toContain('Deed to 1 Elm St');
    for (const number of ['000123456789', '6789', '****', 'LP-99887766', '4111'])
      expect(pdf).not.toContain(number);
  });
});

describe('Tax Preparation Support', () => {
  it('lists the forms to expect for the chosen year as a PDF checklist', async () => {
    const res = await get(owner, 'tax-preparation?year=2024');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="kinfolio-tax-preparation-2024-${ELLIS_TODAY}.pdf"`,
    );
    const pdf = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(pdf).toContain('Tax year 2024');
    expect(pdf).toContain('1099-INT');
    expect(pdf).toContain('Schedule K-1 (Form 1120-S)');
    expect(pdf).toContain('Jan 31, 2025');
  });

  it('comes as CSV, a row per form', async () => {
    const res = await get(owner, 'tax-preparation?year=2024&format=csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'kinfolio-tax-preparation-2024-2025-03-04.csv',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Tax year,Area,Record,Form,For,Expected by,When it comes,Source,Received',
    );
    expect(
      lines.some((l) =>
        l.startsWith('2024,Financial Account Information,Rainy day · Ally Bank,1099-INT'),
      ),
    ).toBe(true);
  });

  it('refuses a year outside 2020 to this year with 400 naming the range', async () => {
    for (const year of ['2019', '2026', 'soon']) {
      const res = await get(owner, `tax-preparation?year=${year}`);
      expect([res.statusCode, res.json().message]).toEqual([
        400,
        'Tax year must be between 2020 and 2025',
      ]);
    }
  });
});

describe('Custom Reports', () => {
  const choice =
    'areas=bank-accounts,charitable-gifts&fields=bank-accounts.accountName,bank-accounts.accountNumber,bank-accounts.currentBalance,charitable-gifts.charityName';

  it('previews, then downloads the chosen areas and fields as PDF or CSV', async () => {
    const preview = await get(owner, `custom-reports/preview?${choice}&filter=CHECKING`);
    expect(preview.statusCode, preview.body).toBe(200);
    const [bank, gifts] = preview.json().tables;
    expect(bank.columns).toEqual(['Account Name', 'Account Number', 'Current Balance']);
    // The filter looks in the chosen details, in any case.
    expect(bank.rows).toEqual([['Household checking', '****6789', '$20,000.00']]);
    expect(gifts.total).toBe(0); // the filter finds no gift
    const pdf = await text(owner, `custom-reports?${choice}`);
    expect(pdf).toContain('Springfield Food Bank');
    expect(pdf).not.toContain('000123456789');
    const csv = await get(owner, `custom-reports?${choice}&format=csv`);
    expect(csv.body).toContain('Area,Account Name,Account Number,Current Balance,Charity');
    expect(csv.body).toContain('Charitable Giving,,,,Springfield Food Bank');
  });

  it('answers 400 naming the problem for no areas or unknown fields', async () => {
    const none = await get(owner, 'custom-reports');
    expect([none.statusCode, none.json().message]).toEqual([400, 'Choose at least one area']);
    const unknown = await get(
      owner,
      'custom-reports?areas=bank-accounts&fields=bank-accounts.shoeSize',
    );
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      400,
      'Unknown field: bank-accounts.shoeSize',
    ]);
    const preview = await get(owner, 'custom-reports/preview?areas=pets');
    expect([preview.statusCode, preview.json().message]).toEqual([400, 'Unknown area: pets']);
  });

  it('saves a choice for the person who made it, its name sealed', async () => {
    const saved = await owner.api.post('/api/custom-reports', {
      name: 'Bank list for Dad',
      areas: ['bank-accounts'],
      fields: ['bank-accounts.accountName'],
      filter: 'chase',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      name: 'Bank list for Dad',
      filter: 'chase',
      areas: ['bank-accounts'],
    });
    expect(
      (await owner.api.get('/api/custom-reports')).json().map((r: { name: string }) => r.name),
    ).toEqual(['Bank list for Dad']);
    const [row] = await t.context.db
      .select()
      .from(savedCustomReports)
      .where(eq(savedCustomReports.userId, owner.id));
    expect(JSON.stringify(row)).not.toContain('Dad');

    const stranger = await person(t);
    expect((await stranger.api.get('/api/custom-reports')).json()).toEqual([]);
    expect((await stranger.api.delete(`/api/custom-reports/${row.id}`)).statusCode).toBe(404);
    expect((await owner.api.post('/api/custom-reports', { name: '', areas: [] })).statusCode).toBe(
      400,
    );
    expect((await owner.api.delete(`/api/custom-reports/${row.id}`)).statusCode).toBe(204);
    expect((await owner.api.get('/api/custom-reports')).json()).toEqual([]);
  });
});

describe('every new report in a trusted person’s vault', () => {
  it('is made within the grant’s scope and logged in the owner’s access history', async () => {
    await t.app.liveSettings.save([['application_name', 'Family Vault']]);
    try {
      const everything = await person(t);
      await trust(t, owner, everything, { areas: 'all' });
      const ids = [
        'beneficiary-package',
        'advisor-report',
        'tax-preparation',
        'custom-reports?areas=charitable-gifts',
      ];
      for (const id of ids) {
        const res = await get(everything, id, owner);
        expect(res.statusCode, `${id}: ${res.body.slice(0, 200)}`).toBe(200);
        expect((await pdfInfo(res.rawPayload)).Author).toBe('Family Vault');
        expect(res.headers['content-disposition']).toContain('family-vault-');
      }
      expect(await text(everything, 'beneficiary-package', owner)).toContain(
        'Prepared for Maya Ellis',
      );
      // The banner carries the installation's name too (letter-spaced, as a reader copies it).
      expect(await text(everything, 'advisor-report', owner)).toContain('F A M I L Y V A U L T');
      const logged = await t.context.db
        .select()
        .from(accessEvents)
        .where(
          and(
            eq(accessEvents.ownerId, owner.id),
            eq(accessEvents.granteeId, everything.id),
            eq(accessEvents.area, 'reports'),
          ),
        );
      expect(logged.map((e) => e.recordId).sort()).toEqual([
        'advisor-report',
        'advisor-report',
        'beneficiary-package',
        'beneficiary-package',
        'custom-reports',
        'tax-preparation',
      ]);

      const banksOnly = await person(t);
      await trust(t, owner, banksOnly, { areas: ['bank-accounts'] });
      const pkg = await text(banksOnly, 'beneficiary-package', owner);
      expect(pkg).toContain('Household checking');
      expect(pkg).not.toContain('MetLife');
      expect(pkg).toContain('Made from the record areas shared with you only.');
      expect((await get(banksOnly, 'custom-reports?areas=family-members', owner)).statusCode).toBe(
        404,
      );
      expect(
        (await get(banksOnly, 'custom-reports/preview?areas=charitable-gifts', owner)).statusCode,
      ).toBe(404);
      expect((await banksOnly.api.get('/api/charitable-gifts', inVault(owner))).statusCode).toBe(
        404,
      );
      expect(
        (await everything.api.get('/api/charitable-gifts', inVault(owner))).json(),
      ).toHaveLength(1);
    } finally {
      await t.app.liveSettings.save([['application_name', 'Kinfolio']]);
    }
  });

  it('shows the inheritance plan within scope, and lets no viewer change a match or the figures', async () => {
    const viewer = await person(t);
    await trust(t, owner, viewer, { areas: ['bank-accounts', 'investment-accounts'] });
    const res = await viewer.api.get(
      `/api/estate-plan/inheritance?today=${ELLIS_TODAY}`,
      inVault(owner),
    );
    expect(res.statusCode).toBe(200);
    const plan = res.json();
    expect(plan.missingAreas).toContain('family-members');
    // Without the family list, no name can be called unknown, nor a minor or former spouse.
    expect(plan.flags.map((f: { kind: string }) => f.kind)).toEqual(['no-beneficiary']);
    const cd = plan.designations.find((d: { name: string }) => d.name === 'Bobby');
    const put = await viewer.api.put(
      '/api/estate-plan/beneficiary-matches',
      {
        recordKind: 'bank-accounts',
        recordId: cd.recordId,
        position: 0,
        familyMemberId: null,
        outsideFamily: true,
      },
      inVault(owner),
    );
    expect([put.statusCode, put.json().message]).toEqual([
      403,
      'You can view these records but not change them.',
    ]);
    const figures = await viewer.api.put(
      '/api/estate-plan/preferences',
      { monthsToSettle: 3 },
      inVault(owner),
    );
    expect(figures.statusCode).toBe(403);
    const history = await t.context.db
      .select()
      .from(accessEvents)
      .where(and(eq(accessEvents.granteeId, viewer.id), eq(accessEvents.area, 'estate-plan')));
    expect(history).toHaveLength(1);
  });
});
