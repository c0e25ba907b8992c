import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { newPerson } from './browser';
import { linkFromOutbox } from './outbox';

const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/confirm-email#token=[A-Za-z0-9_-]+/;
const INVITATION_LINK = /https?:\/\/[^\s"<>]+\/invitations#token=[A-Za-z0-9_-]+/;
const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;

/**
 * Screenshots of the page at 1280 and at 390 px wide, into SHOTS_DIR when it is set (for a person
 * to look over; no assertion reads them). The page is left at 1280 px.
 */
export async function shotAtTwoWidths(page: Page, name: string): Promise<void> {
  const shots = process.env.SHOTS_DIR;
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(150); // layout settles (no assertion waits on it)
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** POSTs `data` as the context's signed-in person, expecting `status`; the answer's JSON, if any. */
export async function postExpecting(
  who: BrowserContext,
  url: string,
  data: object,
  status = 201,
): Promise<{ id: string } | null> {
  const res = await who.request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  return res.json().catch(() => null) as Promise<{ id: string } | null>;
}

/**
 * Makes `person` a confirmed trusted person of the owner, through the API as each would click
 * it: they sign up in `who` and prove their address by its mailed link; the owner invites them
 * as `role` for all areas; they accept the mailed invitation; the owner confirms them with their
 * password. Returns the grant's id.
 */
export async function confirmedTrustedPerson(
  owner: { context: BrowserContext; password: string },
  who: BrowserContext,
  person: ReturnType<typeof newPerson>,
  role: string,
): Promise<string> {
  const dataDir = inject('dataDir');
  await postExpecting(who, '/api/register', person);
  const proof = tokenOf(await linkFromOutbox(dataDir, person.email, CONFIRM_LINK));
  await postExpecting(who, '/api/email-confirmation/confirm', { token: proof }, 200);
  const grant = (await postExpecting(owner.context, '/api/trusted-people', {
    email: person.email,
    role,
    areas: 'all',
  }))!;
  const invitation = tokenOf(await linkFromOutbox(dataDir, person.email, INVITATION_LINK));
  await postExpecting(who, '/api/invitations/accept', { token: invitation }, 200);
  const confirm = { password: owner.password };
  await postExpecting(owner.context, `/api/trusted-people/${grant.id}/confirm`, confirm, 200);
  return grant.id;
}
