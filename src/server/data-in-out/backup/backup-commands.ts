import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { loadSnapshot, refuseAbsentFiles } from '../snapshot/load-snapshot';
import { parseSnapshot } from '../snapshot/parse-snapshot';
import type { Snapshot } from '../snapshot/snapshot-format';
import { takeSnapshot } from '../snapshot/take-snapshot';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { DirectoryLockedError } from '../../db/directory-lock';
import { createFileStorage } from '../../storage/open-storage';
import { HttpError } from '../../http/errors';
import { describeSnapshot, recordBackupEvent } from './backup-audit';
import { BackupFileError, readBackupFile, writeBackupFile } from './backup-file';
import { findServerKey, keyFilePath } from './stored-server-key';

/** Where the commands print (the console; tests capture it). */
export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

type Config = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'masterKey' | 'storage'>;

/** Opens the configured database, or explains (and returns null) when another process holds it. */
async function open(config: Config, out: CommandOutput): Promise<DatabaseHandle | null> {
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (!(err instanceof DirectoryLockedError)) throw err;
    out.error(
      `${err.message} While the server runs, it writes a backup every day into ${path.join(config.dataDir, 'backups')}.`,
    );
    return null;
  }
}

/**
 * `backup FILE`: one consistent snapshot of the configured database (PGlite in DATA_DIR or
 * DATABASE_URL) and its stored files, gzip-compressed, mode 0600. Returns the exit code.
 */
export async function backupCommand(config: Config, file: string, out: CommandOutput = console) {
  const serverKey = findServerKey(config);
  if (!serverKey) {
    out.error(
      `No server key is configured here: MASTER_KEY is unset and ${keyFilePath(config.dataDir)} does not exist. ` +
        'Run the backup with the installation’s DATA_DIR (or MASTER_KEY).',
    );
    return 1;
  }
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'db'))) {
    out.error(`There is no embedded database in ${path.join(config.dataDir, 'db')} to back up.`);
    return 1;
  }
  const handle = await open(config, out);
  if (!handle) return 1;
  try {
    const files = createFileStorage(config);
    const snapshot = await takeSnapshot(handle.db, files, serverKey);
    const target = path.resolve(file);
    const size = await writeBackupFile(target, snapshot);
    await recordBackupEvent(handle.db, {
      action: 'backup.create',
      message: `Backup written from the command line (${describeSnapshot(snapshot)})`,
      origin: 'cli',
    });
    out.log(`Backup written to ${target} (${describeSnapshot(snapshot)}; ${size} bytes).`);
    if (files.driver === 's3')
      out.log(
        `The stored files' bytes stay in ${files.location} and are not in this file: back the bucket up on its own ` +
          '(versioning or replication). A restore checks that every file it names is in the bucket.',
      );
    if (snapshot.missingFiles.length)
      out.error(
        `${snapshot.missingFiles.length} stored files were missing from ${files.location} when the backup was taken.`,
      );
    out.log(
      `It does not contain the server key. Keep the key (${serverKey.source}) safe and apart from ` +
        'the backup: without it the backup cannot be read.',
    );
    return 0;
  } finally {
    await handle.close();
  }
}

/** Explains where the server key of a restore must come from. */
function keyAdvice(config: Config) {
  return (
    `Copy the original installation’s keys/master.key to ${keyFilePath(config.dataDir)} (mode 0600), ` +
    'or set MASTER_KEY to it, then run restore again. Backups never contain the server key.'
  );
}

/**
 * `restore FILE`: loads a backup (or an export file) into an empty database and files folder,
 * refusing a non-empty one, and only under the server key the backup was made with.
 */
export async function restoreCommand(config: Config, file: string, out: CommandOutput = console) {
  let input: unknown;
  try {
    input = await readBackupFile(file);
  } catch (err) {
    if (!(err instanceof BackupFileError)) throw err;
    out.error(err.message);
    return 1;
  }
  const serverKey = findServerKey(config);
  if (!serverKey) {
    out.error(
      `This backup can only be read with the server key it was made with, and none is configured here. ${keyAdvice(config)}`,
    );
    return 1;
  }
  let snapshot: Snapshot;
  try {
    snapshot = parseSnapshot(input, serverKey);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    out.error(
      err.statusCode === 409
        ? `The server key configured here (${serverKey.source}) is not the one this backup was made with. ${keyAdvice(config)}`
        : err.message,
    );
    return 1;
  }
  const files = createFileStorage(config);
  try {
    await refuseAbsentFiles(files, snapshot); // before the database is even opened
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    out.error(err.message);
    return 1;
  }
  const handle = await open(config, out);
  if (!handle) return 1;
  try {
    await loadSnapshot(handle.db, files, snapshot, 'restore', (tx) =>
      recordBackupEvent(tx, {
        action: 'backup.restore',
        message: `Backup of ${snapshot.exportedAt} restored from the command line (${describeSnapshot(snapshot)})`,
        origin: 'cli',
      }),
    );
    out.log(`Restored ${describeSnapshot(snapshot)} from the backup made ${snapshot.exportedAt}.`);
    out.log(
      serverKey.source === 'MASTER_KEY'
        ? 'Start the server with the same MASTER_KEY.'
        : `The server will read its key from ${serverKey.source}; keep a copy of it apart from the backups.`,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    out.error(err.message);
    return 1;
  } finally {
    await handle.close();
  }
}
