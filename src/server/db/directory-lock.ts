import fs from 'node:fs';

/** Thrown when another live process holds the data directory. */
export class DirectoryLockedError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file holding this process's pid. PGlite is single-process: two
 * servers on one data directory would corrupt it. A lock left by a dead process is taken over.
 * Returns the release function.
 */
export function acquireDirectoryLock(lockPath: string): () => Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (holder && holder !== process.pid && processAlive(holder)) {
        throw new DirectoryLockedError(
          `The data directory is in use by another Kinfolio process (pid ${holder}). ` +
            `Stop it first, or set DATA_DIR to another directory.`,
        );
      }
      if (holder === process.pid) {
        throw new DirectoryLockedError('The data directory is already open in this process.');
      }
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new DirectoryLockedError('Could not lock the data directory.');
}
