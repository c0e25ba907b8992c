import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { AppContext } from '../context';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migratedPgliteTemplate } from './pglite-template';

/**
 * A fresh app on a fresh database for one test file. PGlite in memory by default; with
 * TEST_DATABASE_URL (a PostgreSQL server) each call creates and later drops its own database,
 * which is how CI runs the same tests a second time on a real server.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: {
    /** Keep the embedded database in DATA_DIR/db on disk, as the server does. */
    onDisk?: boolean;
    /** Log at this level into `logStream` instead of not logging. */
    logStream?: NodeJS.WritableStream;
  } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-test-'));
  const { url, drop } = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    databaseUrl: url,
    serveWeb: false,
    rateLimits: { authPerIpPerMinute: 10_000, authPerAccountPerMinute: 10_000 },
    ...overrides,
  };
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: url,
    dataDir,
    inMemory: !options.onDisk,
    ...(!url && !options.onDisk ? { pgliteTemplate: await migratedPgliteTemplate() } : {}),
  });
  const { app, context } = await buildApp(config, {
    database,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    context,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A fresh PostgreSQL database when TEST_DATABASE_URL is set (else no URL: use PGlite). */
export async function createTestDatabase(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { drop: async () => {} };
  const name = `kinfolio_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() resolves before its sockets close; forcing the drop while they linger makes
      // the server kill them, which surfaces as an unhandled error in the test run.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let userCounter = 0;

/** Test data factory: a valid sign-up body, unique per call. */
export function newUserInput(overrides: Record<string, string> = {}) {
  userCounter += 1;
  const tag = `${Date.now().toString(36)}${userCounter}`;
  return {
    username: `user${tag}`,
    email: `user${tag}@example.com`,
    password: 'correct horse battery',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
}

/** The session cookie a response set, ready for a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'kinfolio_sid');
  if (!cookie)
    throw new Error(`no session cookie in response (${response.statusCode}: ${response.body})`);
  return `kinfolio_sid=${cookie.value}`;
}

/** Registers a user and returns their input and session cookie. */
export async function signUp(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const input = newUserInput(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: input });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return {
    input,
    cookie: sessionCookieOf(res),
    user: res.json() as { id: string; recoveryKey: string },
  };
}

export type { AppContext };
