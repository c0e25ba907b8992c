import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { parseMasterKey } from '../../crypto/server-key';

/** The server key an installation is configured with, and where it was read from. */
export interface FoundServerKey {
  key: Buffer;
  /** 'MASTER_KEY' or the key file's path, for messages. */
  source: string;
}

/** Where the key file of a data directory lives. */
export const keyFilePath = (dataDir: string) => path.join(dataDir, 'keys', 'master.key');

/**
 * The configured server key (MASTER_KEY, else DATA_DIR/keys/master.key), or null when there is
 * none. Unlike the server's start, it never creates a key: a backup or restore made under a
 * freshly invented key would be useless.
 */
export function findServerKey(
  config: Pick<AppConfig, 'dataDir' | 'masterKey'>,
): FoundServerKey | null {
  if (config.masterKey) return { key: parseMasterKey(config.masterKey), source: 'MASTER_KEY' };
  const file = keyFilePath(config.dataDir);
  if (!fs.existsSync(file)) return null;
  return { key: parseMasterKey(fs.readFileSync(file, 'utf8')), source: file };
}
