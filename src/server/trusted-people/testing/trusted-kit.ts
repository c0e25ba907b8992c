import { expect } from 'vitest';
import type { InviteInput, TrustedPeople, TrustedPerson } from '../../../domain/trusted-people';
import { VAULT_HEADER } from '../../../domain/trusted-people';
import { confirmAddress } from '../../testing/confirm-address';
import { mailsTo } from '../../testing/outbox';
import { request, type RequestClient } from '../../testing/request';
import { signUp, type TestApp } from '../../testing/test-app';

export const PASSWORD = 'correct horse battery';

/** A signed-up person with a request client and their ids. */
export interface Person {
  id: string;
  email: string;
  cookie: string;
  api: RequestClient;
}

/**
 * A signed-up person who opened their confirmation link: only a confirmed address is shown, and
 * may accept, an invitation (docs/decisions/018). `{ confirmed: false }` leaves it unconfirmed.
 */
export async function person(
  t: TestApp,
  names: Record<string, string> = {},
  options: { confirmed?: boolean } = {},
): Promise<Person> {
  const { input, cookie, user } = await signUp(t.app, names);
  if (options.confirmed !== false) await confirmAddress(t.app, t.dataDir, input.email);
  return { id: user.id, email: input.email, cookie, api: request(t.app, cookie) };
}

const INVITATION_LINK = /\/invitations#token=([A-Za-z0-9_-]+)/;

/** The invitation token from the newest invitation email to `email` (the link's fragment). */
export function invitationToken(t: TestApp, email: string): string {
  const mail = mailsTo(t.dataDir, email).findLast((m) => INVITATION_LINK.test(m));
  expect(mail, `an invitation email to ${email}`).toBeTruthy();
  return INVITATION_LINK.exec(mail!)![1]!;
}

/** The owner invites the grantee; returns the grant as the owner sees it. */
export async function invite(owner: Person, grantee: Person, body: Partial<InviteInput> = {}) {
  const res = await owner.api.post('/api/trusted-people', {
    email: grantee.email,
    role: 'viewer',
    areas: 'all',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TrustedPerson;
}

export async function accept(t: TestApp, grantee: Person) {
  const res = await grantee.api.post('/api/invitations/accept', {
    token: invitationToken(t, grantee.email),
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function confirm(owner: Person, grantId: string) {
  const res = await owner.api.post(`/api/trusted-people/${grantId}/confirm`, {
    password: PASSWORD,
    code: '',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrustedPerson;
}

/** invite → accept → confirm: a grant in 'confirmed'. */
export async function trust(
  t: TestApp,
  owner: Person,
  grantee: Person,
  body: Partial<InviteInput> = {},
): Promise<TrustedPerson> {
  const grant = await invite(owner, grantee, body);
  await accept(t, grantee);
  return confirm(owner, grant.id);
}

export async function trustedPeople(p: Person): Promise<TrustedPeople> {
  const res = await p.api.get('/api/trusted-people');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrustedPeople;
}

/** Headers that open `owner`'s vault. */
export const inVault = (owner: Person) => ({ headers: { [VAULT_HEADER]: owner.id } });

/** A Legal document with a text file holding `content` in the owner's vault; its id and file URL. */
export async function ownerDocument(
  owner: Person,
  content: string,
): Promise<{ id: string; fileUrl: string }> {
  const upload = await owner.api.upload({ filename: 'will.txt', content, type: 'text/plain' });
  expect(upload.statusCode, upload.body).toBe(201);
  const file = upload.json();
  const doc = await owner.api.post('/api/documents', {
    title: 'Will',
    category: 'Legal',
    filePath: file.filePath,
  });
  expect(doc.statusCode, doc.body).toBe(201);
  return { id: doc.json().id, fileUrl: file.fileUrl };
}

/**
 * Ann Lee and her circle, all confirmed: Bea Bank an editor of her bank accounts only, Vic View
 * a viewer of all areas, and Ed Fox her executor (whom she may call by a name of her own).
 */
export async function annAndHerCircle(t: TestApp, options: { executorName?: string } = {}) {
  const owner = await person(t, { firstName: 'Ann', lastName: 'Lee' });
  const bankEditor = await person(t, { firstName: 'Bea', lastName: 'Bank' });
  const viewer = await person(t, { firstName: 'Vic', lastName: 'View' });
  const executor = await person(t, { firstName: 'Ed', lastName: 'Fox' });
  await trust(t, owner, bankEditor, { role: 'editor', areas: ['bank-accounts'] });
  await trust(t, owner, viewer, { role: 'viewer', areas: 'all' });
  await trust(t, owner, executor, { role: 'executor', name: options.executorName });
  return { owner, bankEditor, viewer, executor };
}
