// The realistic family `npm run lighthouse` measures the signed-in screens with (issue 32): an
// owner with 12 family members, 6 bank accounts and a few records of every other kind, and a
// trusted person holding a confirmed viewer's grant to that vault (for the shared vault's home).
// Seeded through the real API, so the records are validated and sealed as in production.
import fs from 'node:fs';
import path from 'node:path';
import { RECORD_KINDS, type RecordKind } from '../src/domain/records';
import { register, seedThroughApi, jobsFor, type BenchUser } from './api';
import type { ServerProcess } from './processes';
import type { TouchScreen } from './first-touch';

const PASSWORD = 'bench-password-1';
/** Records per kind: the 12 family members and 6 bank accounts, 3 of every other kind. */
const COUNTS: Record<string, number> = { 'family-members': 12, 'bank-accounts': 6 };
const OTHERS = 3;
/** The kinds seeded: those a sample body creates on its own (no file, no trusted reader). */
const SEEDED = [
  'family-members',
  'bank-accounts',
  'investment-accounts',
  'real-estate',
  'insurance-policies',
  'business-interests',
  'debts-liabilities',
  'important-dates',
  'medical-information',
  'professional-contacts',
  'estate-checklist-items',
  'charitable-gifts',
];

/** The cookie H3's vault switch sets: which vault a cold load of a page opens (vault-scope). */
export const VAULT_COOKIE = 'kinfolio_vault';

export interface SignedInFamily {
  owner: BenchUser;
  reader: BenchUser;
}

async function call(app: ServerProcess, user: BenchUser, url: string, body?: unknown) {
  const res = await fetch(`${app.baseUrl}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { cookie: user.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** The token of the newest link to `route` mailed to `to` (the token is in the fragment). */
function tokenFromOutbox(dataDir: string, to: string, route: string): string {
  const dir = path.join(dataDir, 'outbox');
  for (const file of fs.readdirSync(dir).sort().reverse()) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '');
    const match = new RegExp(`${route}#token(?:=3D|=)([A-Za-z0-9_-]+)`).exec(text);
    if (match && text.includes(`To: ${to}`)) return match[1]!;
  }
  throw new Error(`no ${route} link in the outbox`);
}

/** Seeds the family and the trusted reader on a running server whose DATA_DIR is `dataDir`. */
export async function seedSignedInFamily(
  app: ServerProcess,
  dataDir: string,
): Promise<SignedInFamily> {
  const owner = await register(app);
  const reader = await register(app);
  const jobs = RECORD_KINDS.filter((kind) => SEEDED.includes(kind.key)).flatMap(
    (kind: RecordKind) => jobsFor(kind, 0, COUNTS[kind.key] ?? OTHERS),
  );
  await seedThroughApi(app, owner, jobs, 4);
  const readerEmail = (await call(app, reader, '/api/user')).email as string;
  const grant = await call(app, owner, '/api/trusted-people', {
    email: readerEmail,
    role: 'viewer',
    areas: 'all',
  });
  await call(app, reader, '/api/email-confirmation/confirm', {
    token: tokenFromOutbox(dataDir, readerEmail, '/confirm-email'),
  });
  await call(app, reader, '/api/invitations/accept', {
    token: tokenFromOutbox(dataDir, readerEmail, '/invitations'),
  });
  await call(app, owner, `/api/trusted-people/${grant.id as string}/confirm`, {
    password: PASSWORD,
    code: '',
  });
  return { owner, reader };
}

/** A signed-in screen to measure: its label, its path and the cookies its request carries. */
export interface SignedInScreen {
  label: string;
  path: string;
  cookie: string;
}

/** Every screen a person can land on (`--all`), in the order the README lists them. */
export function allScreens(family: SignedInFamily): SignedInScreen[] {
  const own = (p: string) => ({ label: p, path: p, cookie: family.owner.cookie });
  return [
    ...[
      '/',
      '/family',
      '/banking',
      '/investments',
      '/real-estate',
      '/insurance',
      '/business-interests',
      '/debts-liabilities',
      '/important-dates',
      '/medical-information',
      '/professional-contacts',
      '/documents',
      '/estate-planning',
      '/upcoming',
      '/trusted-people',
      '/dashboard',
      '/legacy-planning',
      '/financial-analysis',
      '/advanced-reporting',
    ].map(own),
    sharedVaultHome(family),
  ];
}

/** A shared vault's home: the reader's session with the vault cookie naming the owner. */
function sharedVaultHome(family: SignedInFamily): SignedInScreen {
  return {
    label: 'shared vault /',
    path: '/',
    cookie: `${family.reader.cookie}; ${VAULT_COOKIE}=${family.owner.id}`,
  };
}

/** The screens CI checks, within its time: home, one record list, an insight, a shared vault. */
export function ciScreens(family: SignedInFamily): SignedInScreen[] {
  return allScreens(family)
    .filter((s) => s.label === '/' || s.label === '/family' || s.label === '/financial-analysis')
    .concat(sharedVaultHome(family));
}

/** A family member whose name the first-touch search looks for (bench/first-touch.ts). */
const SEARCHED_NAME = 'Safeguard Trustee';

/**
 * The screens the first touch is measured on (issue 42): three signed-in screens opened cold
 * from a link, the sign-in page and the landing page, each with the control a person taps first
 * and what shows the tap was answered. Adds the family member the search finds.
 */
export async function touchScreens(
  app: ServerProcess,
  family: SignedInFamily,
): Promise<TouchScreen[]> {
  await call(app, family.owner, '/api/family-members', {
    name: SEARCHED_NAME,
    relationship: 'Other',
  });
  const cookie = family.owner.cookie;
  const dialog = '[role="dialog"]';
  return [
    {
      label: '/family',
      path: '/family',
      cookie,
      tap: { role: 'button', name: 'Add Family Member' },
      result: dialog,
      search: { text: 'safeguard' }, // finds SEARCHED_NAME only
    },
    {
      label: '/documents',
      path: '/documents',
      cookie,
      tap: { role: 'button', name: 'Add Document' },
      result: dialog,
    },
    {
      label: '/advanced-reporting',
      path: '/advanced-reporting',
      cookie,
      tap: { role: 'button', name: 'Account menu' },
      result: '[role="menu"]',
    },
    {
      label: '/auth',
      path: '/auth',
      tap: { role: 'tab', name: 'Sign Up' },
      result: '[role="tab"][aria-selected="true"][id$="-trigger-register"]',
    },
    {
      label: '/ (landing)',
      path: '/',
      tap: { role: 'link', name: 'View Pricing Plans' },
      result: '[role="radiogroup"]',
    },
  ];
}
