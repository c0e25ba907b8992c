import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './client';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-settings-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// The embedded database's memory budget (issue 33) rests on these two settings.
it('an existing embedded database opens with the small buffer settings, its rows kept', async () => {
  // A data directory made before the settings, with PGlite's defaults and a row in it.
  const before = new PGlite(path.join(dataDir, 'db'));
  await before.exec(`CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')`);
  expect((await before.query(`SELECT current_setting('shared_buffers') AS v`)).rows).toEqual([
    { v: '128MB' },
  ]);
  await before.close();

  const handle = await openDatabase({ dataDir });
  try {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    expect(
      await rows(
        sql`SELECT current_setting('shared_buffers') AS buffers, current_setting('work_mem') AS work`,
      ),
    ).toEqual([{ buffers: '8MB', work: '1MB' }]);
    expect(await rows(sql`SELECT note FROM kept`)).toEqual([{ note: 'still here' }]);
  } finally {
    await handle.close();
  }
});
