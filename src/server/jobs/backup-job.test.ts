import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { BACKUP_JOB, scheduleDailyBackups } from './backup-job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('the daily backup runs on the scheduler: written when none is a day old, not twice a day', async () => {
  await signUp(t.app);
  const log = { info: vi.fn(), error: vi.fn() };
  const backups = await scheduleDailyBackups(t.context, log);
  const dir = path.join(t.dataDir, 'backups');
  expect(await t.context.jobs.runAndWait(BACKUP_JOB, {})).toBe('completed');
  const first = fs.readdirSync(dir).filter((n) => n.endsWith('.json.gz'));
  expect(first).toHaveLength(1);
  expect(await t.context.jobs.runAndWait(BACKUP_JOB, {})).toBe('completed');
  expect(fs.readdirSync(dir).filter((n) => n.endsWith('.json.gz'))).toEqual(first);
  // A day later (the newest backup 24 hours old) the next check writes one.
  const dayAgo = new Date(Date.now() - 24 * 60 * 60_000);
  fs.utimesSync(path.join(dir, first[0]), dayAgo, dayAgo);
  await new Promise((r) => setTimeout(r, 1100)); // file names carry the second
  expect(await t.context.jobs.runAndWait(BACKUP_JOB, {})).toBe('completed');
  expect(fs.readdirSync(dir).filter((n) => n.endsWith('.json.gz'))).toHaveLength(2);
  expect(log.error).not.toHaveBeenCalled();
  await backups.stop();
});
