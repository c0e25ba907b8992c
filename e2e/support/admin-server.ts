import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { newPerson } from './browser';
import { startServer } from './server';

/**
 * A server of its own with an administrator, made the way an operator would: sign up through
 * the API, stop the server (PGlite locks its data directory), run `cli grant-admin`, start again.
 * The shared e2e server is left as it is.
 */
export async function startServerWithAdmin() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-e2e-admin-'));
  const admin = newPerson();
  const first = await startServer({ dataDir });
  const res = await fetch(`${first.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: first.url },
    body: JSON.stringify(admin),
  });
  if (res.status !== 201) throw new Error(`admin sign-up failed: ${res.status}`);
  await first.stop();
  await promisify(execFile)(
    process.execPath,
    ['dist/server/cli.js', 'grant-admin', admin.username],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    },
  );
  const server = await startServer({ dataDir, port: first.port });
  return {
    url: server.url,
    admin,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
