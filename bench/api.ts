// Talking to a running Kinfolio as a client would: sign up, and seed records through the real
// API (so they are validated and encrypted exactly as in production).
import type { RecordKind } from '../src/domain/records';
import type { ServerProcess } from './processes';
import { bodyFor } from './seed-data';

export interface BenchUser {
  id: string;
  cookie: string;
}

let registered = 0;

/** Registers one user (the endpoint allows 20 per IP per minute) and returns its cookie. */
export async function register(app: ServerProcess): Promise<BenchUser> {
  registered += 1;
  const name = `bench${Date.now().toString(36)}${registered}`;
  const res = await fetch(`${app.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      password: 'bench-password-1',
      firstName: 'Bench',
      lastName: 'Runner',
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('kinfolio_sid='));
  if (!sid) throw new Error('register set no kinfolio_sid cookie');
  const { id } = (await res.json()) as { id: string };
  return { id, cookie: sid.split(';')[0] };
}

/**
 * One API call as `user`: the JSON answer (null for a 204), or an error naming the call and the
 * server's answer.
 */
export async function callAs<T = Record<string, unknown>>(
  app: ServerProcess,
  user: BenchUser,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${app.baseUrl}${url}`, {
    method,
    headers: { cookie: user.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

/** One record to create: the i-th sample of a kind. */
export interface SeedJob {
  kind: RecordKind;
  index: number;
}

/**
 * POSTs every job with `concurrency` requests in flight (no Origin header: the API treats that as
 * a non-browser client). Returns the seconds it took.
 */
export async function seedThroughApi(
  app: ServerProcess,
  user: BenchUser,
  jobs: SeedJob[],
  concurrency: number,
): Promise<number> {
  const started = performance.now();
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < jobs.length && !failed) {
      const { kind, index } = jobs[next++];
      const res = await fetch(app.baseUrl + kind.apiPaths[0], {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        body: JSON.stringify(bodyFor(kind, index)),
      });
      if (res.status !== 201) {
        failed = true;
        throw new Error(`POST ${kind.apiPaths[0]} answered ${res.status}: ${await res.text()}`);
      }
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return (performance.now() - started) / 1000;
}

/** Jobs for records `from`..`to`-1 of one kind. */
export const jobsFor = (kind: RecordKind, from: number, to: number): SeedJob[] =>
  Array.from({ length: to - from }, (_, i) => ({ kind, index: from + i }));
