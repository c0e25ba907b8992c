import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/client';

/**
 * A dump of an embedded database with every migration applied, for the tests' fresh databases.
 * A new PGlite spends ~2.5 s in initdb and the migrations; one loaded from this dump ~0.4 s, and
 * the API suite opens one or more per test file. The dump is kept in the temporary folder under
 * a name made of the migrations' contents and PGlite's version, so the test workers (one process
 * per file) share it and a new or edited migration makes a new one. It is still migrated as it
 * opens (a no-op), so a stale dump could not hide a migration.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `kinfolio-pglite-template-${templateKey()}.tar`);
  if (!fs.existsSync(file)) {
    const client = new PGlite();
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
      const dump = await client.dumpDataDir('none');
      // Written under a name of its own and renamed: another worker never reads half a file.
      const partial = `${file}.${process.pid}.partial`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file);
    } finally {
      await client.close();
    }
  }
  return new Blob([fs.readFileSync(file)]);
}

function templateKey(): string {
  const hash = crypto.createHash('sha256');
  hash.update(pgliteVersion());
  const folder = migrationsFolder();
  const files = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of files) {
    const full = path.join(folder, name);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(name);
    hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The installed PGlite's version: a dump from another version may not load. */
function pgliteVersion(): string {
  const manifest = path.resolve('node_modules/@electric-sql/pglite/package.json');
  return fs.existsSync(manifest) ? fs.readFileSync(manifest, 'utf8') : '';
}
