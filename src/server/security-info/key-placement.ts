import path from 'node:path';
import type { AppConfig } from '../config';

/**
 * A warning when the server key file sits in the same folder tree as the daily backups (the
 * default: DATA_DIR/keys beside DATA_DIR/backups), else null. One copy of DATA_DIR then carries
 * both, and with the server key a stolen backup's data keys can be attacked by guessing
 * passwords offline (the key is half of every password wrapping, decision 007).
 */
export function serverKeyPlacementWarning(
  config: Pick<AppConfig, 'dataDir' | 'masterKey' | 'databaseUrl'>,
): string | null {
  if (config.masterKey || config.databaseUrl) return null; // no key file, or no daily backups
  const keyFile = path.join(config.dataDir, 'keys', 'master.key');
  const backups = path.join(config.dataDir, 'backups');
  return `The server key (${keyFile}) is in the same folder as the daily backups (${backups}): a copy of ${config.dataDir} carries both, and with the key a stolen backup can be attacked by guessing passwords. Set MASTER_KEY from a secret store and remove the key file, or copy the backups off this machine without the keys folder.`;
}
