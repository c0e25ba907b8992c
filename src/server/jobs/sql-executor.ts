import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/client';

/** What pg-boss needs to run its SQL through a connection we already own. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss over the app's own database handle, so the scheduler needs no second connection.
 * pg-boss sends multi-statement scripts (BEGIN; …; COMMIT;) without parameters: node-postgres
 * runs those on one connection with the simple protocol; PGlite only takes them through
 * `exec`, whose last result is the one pg-boss reads.
 */
export function sqlExecutorFor(handle: DatabaseHandle): SqlExecutor {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.engine === 'postgres') {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values as unknown[]) };
  }
  const lite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return lite.query(text, values);
      const results = await lite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
