import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { multipartBody } from '../../testing/request';
import { signUpOver, startServerProcess } from '../../testing/server-process';

// Issue 40, finding 1: 16,000 columns x 60 rows, all mapped to one field, held a real server's
// event loop for 13 minutes, and it ignored SIGTERM all that time.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-import-stop-'));
let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill('SIGKILL'); // a server held past the test's timeout is not left running
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('answers a 16,000-column import and still stops on SIGTERM (exit 0)', async () => {
  const { child, url, exited } = await startServerProcess(
    { DATA_DIR: dataDir, DATABASE_URL: '', MASTER_KEY: '' },
    180, // a fresh PGlite, on a busy machine
  );
  server = child;
  try {
    const cookie = await signUpOver(url, 'widecsv');

    // Short names, so the mapping of every column fits the 256 KB field.
    const headers = Array.from({ length: 16_000 }, (_, i) => `c${i + 1}`);
    const row = headers.map(() => 'x').join(',');
    const { payload, contentType } = multipartBody([
      { field: 'area', value: 'family-members' },
      {
        field: 'mapping',
        value: JSON.stringify({
          'family-members': Object.fromEntries(headers.map((h) => [h, 'name'])),
        }),
      },
      { filename: 'wide.csv', content: `${headers.join(',')}\n${`${row}\n`.repeat(60)}` },
    ]);
    const answer = await fetch(url('/api/imports/preview'), {
      method: 'POST',
      headers: { cookie, 'content-type': contentType },
      body: new Uint8Array(payload),
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toMatch(/at most 200 columns/);
    expect((await fetch(url('/healthz'))).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    child.kill('SIGKILL');
  }
}, 300_000);
