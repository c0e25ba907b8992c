// The `trusted` scenario: an owner's 50-row family list read by a trusted person (through the
// grant: the X-Kinfolio-Vault header, the grant's key opened, an access-history row per read)
// against the owner reading the same list, interleaved in the same run. Budget: ≤ 1.2x the cost.
import fs from 'node:fs';
import path from 'node:path';
import { familyMembersKind } from '../src/domain/records';
import { callAs, jobsFor, register, seedThroughApi, type BenchUser } from './api';
import { runInterleaved, type LoadResult } from './load';
import type { ServerProcess } from './processes';
import { LIST_ROWS } from './seed-data';

const PASSWORD = 'bench-password-1';

/** The token of the newest link to `route` mailed to `to` (the token is in the fragment). */
function tokenFromOutbox(dataDir: string, to: string, route: string): string {
  const dir = path.join(dataDir, 'outbox');
  const newest = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of newest) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '');
    const match = new RegExp(`${route}#token(?:=3D|=)([A-Za-z0-9_-]+)`).exec(text);
    if (match && text.includes(`To: ${to}`)) return match[1]!;
  }
  throw new Error(`no ${route} link in the outbox`);
}

/** Seeds the owner and makes the reader their confirmed viewer (on the seeding server). */
export async function prepareTrusted(
  app: ServerProcess,
  dataDir: string,
): Promise<{ owner: BenchUser; reader: BenchUser }> {
  const owner = await register(app);
  const reader = await register(app);
  await seedThroughApi(app, owner, jobsFor(familyMembersKind, 0, LIST_ROWS), 8);
  const readerEmail = (await callAs(app, reader, 'GET', '/api/user')).email as string;
  const grant = await callAs(app, owner, 'POST', '/api/trusted-people', {
    email: readerEmail,
    role: 'viewer',
    areas: 'all',
  });
  // Only a confirmed address accepts an invitation (docs/decisions/018): the reader opens its link.
  await callAs(app, reader, 'POST', '/api/email-confirmation/confirm', {
    token: tokenFromOutbox(dataDir, readerEmail, '/confirm-email'),
  });
  await callAs(app, reader, 'POST', '/api/invitations/accept', {
    token: tokenFromOutbox(dataDir, readerEmail, '/invitations'),
  });
  await callAs(app, owner, 'POST', `/api/trusted-people/${grant.id as string}/confirm`, {
    password: PASSWORD,
    code: '',
  });
  return { owner, reader };
}

/** Owner vs trusted reader on the measuring server; the ratio is owner ÷ reader throughput. */
export async function benchTrusted(
  app: ServerProcess,
  users: { owner: BenchUser; reader: BenchUser },
  seconds: number,
): Promise<{ results: LoadResult[]; costRatio: number }> {
  const results = await runInterleaved(
    {
      name: 'owner GET /api/family-members',
      server: app,
      path: '/api/family-members',
      headers: { cookie: users.owner.cookie },
    },
    {
      name: 'trusted GET /api/family-members',
      server: app,
      path: '/api/family-members',
      headers: { cookie: users.reader.cookie, 'x-kinfolio-vault': users.owner.id },
    },
    seconds,
  );
  return { results, costRatio: results[0]!.requestsPerSecond / results[1]!.requestsPerSecond };
}
