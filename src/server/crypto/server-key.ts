import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The server's key-wrapping key, with a short id derived from it (safe to store and log). */
export interface ServerKey {
  id: string;
  key: Buffer;
}

function keyId(key: Buffer): string {
  return `s${createHash('sha256').update(key).digest('base64url').slice(0, 8)}`;
}

/** Reads MASTER_KEY: 32 bytes as 64 hex characters or base64/base64url. */
export function parseMasterKey(value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32)
    throw new Error('MASTER_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

/**
 * The server key: MASTER_KEY when given, else DATA_DIR/keys/master.key, created at first start
 * with mode 0600 in a 0700 folder. It only wraps per-user data keys; it never encrypts records.
 */
export function loadServerKey(opts: { dataDir: string; masterKey?: string }): ServerKey {
  if (opts.masterKey) {
    const key = parseMasterKey(opts.masterKey);
    return { id: keyId(key), key };
  }
  const dir = path.join(opts.dataDir, 'keys');
  const file = path.join(dir, 'master.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err; // another process won the race
    }
  }
  const key = parseMasterKey(fs.readFileSync(file, 'utf8'));
  return { id: keyId(key), key };
}
