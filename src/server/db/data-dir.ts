import fs from 'node:fs';
import path from 'node:path';

/**
 * The umask the server and the CLI run under: whatever they create (the embedded database's
 * files, outbox mail, backups, keys, uploads) is readable by the owner only, whichever code or
 * library creates it. With the usual 022, PGlite left DATA_DIR/db 0755 and its files 0644/0666.
 */
export const OWNER_ONLY_UMASK = 0o077;

/** What `secureDataDir` did. */
export interface DataDirRepair {
  /** Files and folders that were open to group or others and are now owner-only. */
  fixed: number;
  /** Paths whose mode could not be changed (owned by someone else, say). */
  failed: string[];
}

/**
 * Makes DATA_DIR exist and everything in it owner-only (folders 0700, files 0600: group and
 * other bits are dropped, the owner's kept), repairing installations made before the umask was
 * set. Symbolic links are neither followed nor changed.
 */
export function secureDataDir(dataDir: string): DataDirRepair {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const result: DataDirRepair = { fixed: 0, failed: [] };
  const visit = (p: string) => {
    const stat = fs.lstatSync(p, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return; // gone meanwhile (the database removes files)
    if ((stat.mode & 0o077) !== 0) {
      try {
        fs.chmodSync(p, stat.mode & 0o700);
        result.fixed++;
      } catch {
        result.failed.push(p);
      }
    }
    if (stat.isDirectory()) for (const name of readdir(p)) visit(path.join(p, name));
  };
  visit(dataDir);
  return result;
}

function readdir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return []; // removed, or unreadable: nothing below it to fix from here
  }
}
