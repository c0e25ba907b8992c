import { normalizeHeader } from '../../../domain/imports/column-matching';
import type { ImportArea } from '../../../domain/imports/import-api';
import { validateInput } from '../../../domain/imports/row-validation';
import { centsToDecimal, toCents } from '../../../domain/money';
import {
  BANKS,
  INSTITUTIONS,
  bankAccountsKind,
  investmentAccountsKind,
  type RecordKindKey,
} from '../../../domain/records';
import { HttpError } from '../../http/errors';
import type { ImportCandidate, ParsedImport } from './import-candidate';
import { OfxSyntaxError, readOfx, type OfxNode } from './ofx-reader';

type Node = OfxNode;

/** OFX repeats an element by listing it again; the parser gives one object or an array. */
const all = (value: unknown): Node[] =>
  value === undefined || value === null || value === ''
    ? []
    : ((Array.isArray(value) ? value : [value]) as Node[]);
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** OFX account types (BANKACCTFROM.ACCTTYPE) as the banking screen's types. */
const BANK_TYPES: Record<string, string> = {
  CHECKING: 'Checking',
  SAVINGS: 'Savings',
  MONEYMRKT: 'Money Market',
  CD: 'Certificate of Deposit (CD)',
  CREDITLINE: 'Other',
};

/** Names institutions go by in files that differ from the pick list's wording. */
const ALIASES: Record<string, string> = {
  citi: 'Citibank',
  bofa: 'Bank of America',
  usbank: 'U.S. Bank',
  navyfederal: 'Navy Federal Credit Union',
  penfed: 'PenFed Credit Union',
  fidelity: 'Fidelity Investments',
  schwab: 'Charles Schwab',
  etrade: 'E*TRADE',
  merrilllynch: 'Merrill',
  jpmorgansecurities: 'J.P. Morgan',
  troweprice: 'T. Rowe Price',
};

/** The pick-list entry an FI/ORG or broker id names, else 'Other' with the name typed under it. */
export function matchInstitution(list: readonly string[], ...names: string[]) {
  const needles = [
    ...list.filter((o) => o !== 'Other').map((o) => [normalizeHeader(o), o] as const),
    ...Object.entries(ALIASES).filter(([, o]) => list.includes(o)),
  ].sort((a, b) => b[0].length - a[0].length);
  for (const name of names.filter(Boolean)) {
    const hay = normalizeHeader(name);
    const hit = needles.find(([needle]) => hay.includes(needle));
    if (hit) return { choice: hit[1], other: null };
  }
  return { choice: 'Other', other: names.find(Boolean) ?? null };
}

/** Only the last four characters of an account number: what the banking form asks for. */
const lastFourOf = (acctId: string) => acctId.replace(/[^A-Za-z0-9]/g, '').slice(-4);

/** An OFX amount (up to any decimals) as cents-exact decimal text. */
const amount = (text: string) => {
  const cents = toCents(text);
  return cents === null ? null : centsToDecimal(cents);
};

function candidate(
  area: RecordKindKey,
  n: number,
  typed: Record<string, unknown>,
  balanceField: string,
): ImportCandidate {
  const kind = area === 'bank-accounts' ? bankAccountsKind : investmentAccountsKind;
  const label = `Account ${n}`;
  const checked = validateInput(kind, typed, label);
  const values = Object.fromEntries(
    Object.entries(typed)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, k === 'accountNumber' ? `••${String(v)}` : String(v)]),
  );
  return { row: n, area, label, values, ...checked, balanceField };
}

/**
 * Reads an OFX or QFX file (OFX 1.x SGML or 2.x XML, in linear time: ofx-reader.ts): each bank
 * statement's account becomes a banking account, each investment statement's a brokerage
 * account, with institution (FI/ORG or the broker id against the pick list, else Other and the
 * name), type, the last four digits of the account number (never more), and the ledger balance
 * (banking) or positions' market value plus cash (investments). Refuses a file with no such
 * account.
 */
export function parseOfxImport(fileName: string, text: string, area: ImportArea): ParsedImport {
  let ofx: Node;
  try {
    ofx = readOfx(text) as Node;
  } catch (err) {
    if (!(err instanceof OfxSyntaxError)) throw err;
    throw new HttpError(
      400,
      `"${fileName}" looks like an OFX file but cannot be read: its tags do not match.`,
    );
  }
  if (!ofx || typeof ofx !== 'object')
    throw new HttpError(400, `"${fileName}" is an OFX file with no content.`);
  const org = str((((ofx.SIGNONMSGSRSV1 as Node)?.SONRS as Node)?.FI as Node)?.ORG);
  const candidates: ImportCandidate[] = [];
  const warnings: string[] = [];
  const wantBanks = area === 'all' || area === 'bank-accounts';
  const wantInvestments = area === 'all' || area === 'investment-accounts';
  if (!wantBanks && !wantInvestments)
    throw new HttpError(
      400,
      'An OFX file holds bank and investment accounts: choose Banking, Investments or All areas.',
    );

  const statements = all((ofx.BANKMSGSRSV1 as Node)?.STMTTRNRS).flatMap((t) => all(t.STMTRS));
  for (const s of statements) {
    const from = s.BANKACCTFROM as Node;
    if (!from || !wantBanks) continue;
    const type = BANK_TYPES[str(from.ACCTTYPE)] ?? 'Other';
    const bank = matchInstitution(BANKS, org);
    candidates.push(
      candidate(
        'bank-accounts',
        candidates.length + 1,
        {
          accountName: `${bank.other ?? bank.choice} ${type === 'Other' ? 'account' : type}`.slice(
            0,
            200,
          ),
          accountType: type,
          bankName: bank.choice,
          bankNameOther: bank.other,
          accountNumber: lastFourOf(str(from.ACCTID)),
          routingNumber: str(from.BANKID) || null,
          currentBalance: amount(str((s.LEDGERBAL as Node)?.BALAMT)),
        },
        'currentBalance',
      ),
    );
  }
  const investments = all((ofx.INVSTMTMSGSRSV1 as Node)?.INVSTMTTRNRS).flatMap((t) =>
    all(t.INVSTMTRS),
  );
  for (const s of investments) {
    const from = s.INVACCTFROM as Node;
    if (!from || !wantInvestments) continue;
    const positions = all(s.INVPOSLIST).flatMap((list) =>
      Object.values(list).flatMap((p) => all(p).map((one) => str((one.INVPOS as Node)?.MKTVAL))),
    );
    let cents = toCents(str((s.INVBAL as Node)?.AVAILCASH)) ?? 0n;
    for (const value of positions) cents += toCents(value) ?? 0n;
    const firm = matchInstitution(INSTITUTIONS, org, str(from.BROKERID));
    const type = s.INV401K || s.INV401KBAL ? '401(k)' : 'Brokerage Account';
    candidates.push(
      candidate(
        'investment-accounts',
        candidates.length + 1,
        {
          accountName:
            `${firm.other ?? firm.choice} ${type === '401(k)' ? '401(k)' : 'brokerage'}`.slice(
              0,
              200,
            ),
          accountType: type,
          institution: firm.choice,
          institutionOther: firm.other,
          accountNumber: lastFourOf(str(from.ACCTID)),
          currentValue: centsToDecimal(cents),
        },
        'currentValue',
      ),
    );
  }
  const cards = all((ofx.CREDITCARDMSGSRSV1 as Node)?.CCSTMTTRNRS).length;
  if (cards)
    warnings.push(
      `${cards} credit card ${cards === 1 ? 'account is' : 'accounts are'} not imported: add cards under Debts & Liabilities.`,
    );
  if (!candidates.length)
    throw new HttpError(
      400,
      `"${fileName}" holds no ${area === 'all' ? 'bank or investment' : area === 'bank-accounts' ? 'bank' : 'investment'} accounts to import.`,
    );
  return { format: 'ofx', headers: [], mapping: {}, mappingErrors: [], warnings, candidates };
}
