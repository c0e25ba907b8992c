import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { loadServerKey } from '../../crypto/server-key';
import { parseSnapshot } from '../snapshot/parse-snapshot';
import { systemLogs } from '../../db/schema';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { readBackupFile } from './backup-file';
import { backupFileName, startDailyBackups, type BackupTimers } from './daily-backups';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60_000;

it('backs up a minute after start, then daily, keeping the last 7 and nothing else of ours', async () => {
  await signUp(t.app);
  const dir = path.join(t.dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'operator-notes.txt'), 'not a backup');

  // Fake timers and clock: each scheduled run is fired by hand, one simulated day apart.
  const scheduled: { run: () => void; ms: number }[] = [];
  const cleared: unknown[] = [];
  const timers: BackupTimers = {
    setTimeout: (run, ms) => scheduled.push({ run, ms }),
    clearTimeout: (handle) => cleared.push(handle),
  };
  let day = 0;
  const now = () => new Date(Date.UTC(2026, 0, 1 + day, 3, 0, 0));
  const log = { info: vi.fn(), error: vi.fn() };
  const backups = startDailyBackups({ context: t.context, log, timers, now });
  expect(scheduled.map((s) => s.ms)).toEqual([60_000]);

  for (day = 0; day < 10; day++) {
    scheduled.at(-1)!.run();
    await backups.runNow(); // joins the backup the timer started
    await vi.waitFor(() => expect(scheduled).toHaveLength(day + 2));
    expect(scheduled.at(-1)!.ms).toBe(DAY);
  }
  expect(log.error).not.toHaveBeenCalled();

  const names = fs.readdirSync(dir).sort();
  const kept = [3, 4, 5, 6, 7, 8, 9].map((d) =>
    backupFileName(new Date(Date.UTC(2026, 0, 1 + d, 3, 0, 0))),
  );
  expect(names).toEqual([...kept, 'operator-notes.txt'].sort());
  for (const name of kept) {
    const file = path.join(dir, name);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const snapshot = parseSnapshot(await readBackupFile(file), loadServerKey(t.config));
    expect(snapshot.tables.users).toHaveLength(1);
  }
  const logged = await t.context.db
    .select()
    .from(systemLogs)
    .where(eq(systemLogs.action, 'backup.create'));
  expect(logged).toHaveLength(10);

  await backups.stop();
  expect(cleared).toEqual([scheduled.length]);
});
