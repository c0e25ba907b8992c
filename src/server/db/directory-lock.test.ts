import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DirectoryLockedError } from './directory-lock';

const dirs: string[] = [];
function tempLock() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-lock-'));
  dirs.push(dir);
  return path.join(dir, 'db.lock');
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('data directory lock', () => {
  it('refuses a second opener while a live process holds it', async () => {
    const lock = tempLock();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    fs.writeFileSync(lock, String(holder.pid));
    try {
      expect(() => acquireDirectoryLock(lock)).toThrow(DirectoryLockedError);
      expect(() => acquireDirectoryLock(lock)).toThrow(/in use by another Kinfolio process/);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that died, and releases it', async () => {
    const lock = tempLock();
    fs.writeFileSync(lock, '999999999');
    const release = acquireDirectoryLock(lock);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await release();
    expect(fs.existsSync(lock)).toBe(false);
  });
});
