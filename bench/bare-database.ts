// On PostgreSQL the bare server gets its own database on the same server (`<db>_bare`), created
// fresh for the run and dropped after it.
import pg from 'pg';

export interface BareDatabase {
  url: string;
  drop: () => Promise<void>;
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createBareDatabase(databaseUrl: string): Promise<BareDatabase> {
  const url = new URL(databaseUrl);
  const name = `${url.pathname.slice(1) || 'kinfolio'}_bare`;
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`unexpected database name ${name}`);
  await admin(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(databaseUrl, `CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Removes the users a run created in Kinfolio's own database (their records cascade) and their
 * audit rows, so the shared bench database does not grow by ~11,000 rows per run.
 */
export async function deleteUsers(databaseUrl: string, ids: string[]) {
  if (ids.length === 0) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DELETE FROM users WHERE id = ANY($1::uuid[])', [ids]);
    await client.query('DELETE FROM system_logs WHERE user_id = ANY($1::uuid[])', [ids]);
  } finally {
    await client.end();
  }
}
