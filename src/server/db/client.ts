import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDirectoryLock } from './directory-lock';

/** The Drizzle handle every module uses, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Closes the connection (and releases the data-directory lock for PGlite). */
  close(): Promise<void>;
}

/** Migrations folder: seen from src/server/db in development, from dist/server when bundled. */
export function migrationsFolder(): string {
  const candidates = [
    path.resolve(import.meta.dirname, '../../../drizzle'),
    path.resolve(import.meta.dirname, '../../drizzle'),
    path.resolve(process.cwd(), 'drizzle'),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Opens the configured database and brings its schema up to date.
 * With a URL: a node-postgres pool. Without: embedded PGlite in `dataDir/db`, locked so a
 * second process cannot open (and corrupt) the same directory.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Keep PGlite in memory (tests that need no persistence). */
  inMemory?: boolean;
  /**
   * An in-memory PGlite starts from this dump of an already migrated database instead of an
   * empty one: the tests' fresh databases open in ~0.4 s instead of ~2.5 s (initdb is most of it).
   */
  pgliteTemplate?: Blob;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir, opts.inMemory ?? false, opts.pgliteTemplate);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // A query waits at most 10 s for a connection when the server is unreachable (/readyz says so).
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 10_000 });
  // An idle connection the server dropped (a restart, a failover) is discarded by the pool and
  // the next query opens a new one; unhandled, this event would end the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  // Several app instances may start at once: serialise their migrations on an advisory lock.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
    client.release();
  }
  return { db, engine: 'postgres', close: () => pool.end() };
}

/**
 * The embedded database's memory settings (written to its postgresql.conf at each open). PGlite's
 * defaults (shared_buffers 128 MB, work_mem 4 MB) took a bare process to 278 MB once open and the
 * server to ~450 MB under load (README "Speed", issue 33). One family's queries touch a few
 * thousand rows, and a page missing from these buffers is read from the operating system's file
 * cache: 8 MB instead of 16 MB took ~10 MB off the server's peak, and made a 60,000-row scan
 * and sort ~5% slower.
 */
const PGLITE_SETTINGS = ['shared_buffers = 8MB', 'work_mem = 1MB'];

async function openPglite(
  dataDir: string,
  inMemory: boolean,
  template?: Blob,
): Promise<DatabaseHandle> {
  let release = async () => {};
  let client: PGlite;
  if (inMemory) {
    client = new PGlite({
      postgresqlconf: PGLITE_SETTINGS,
      ...(template ? { loadDataDir: template } : {}),
    });
  } else {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireDirectoryLock(path.join(dataDir, 'db.lock'));
    try {
      client = new PGlite(path.join(dataDir, 'db'), { postgresqlconf: PGLITE_SETTINGS });
    } catch (err) {
      await release();
      throw err;
    }
  }
  try {
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
    return {
      db: db as unknown as Database,
      engine: 'pglite',
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (err) {
    await client.close().catch(() => {});
    await release();
    throw err;
  }
}
