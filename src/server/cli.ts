import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { clearAdminAllowlistCommand } from './admin/clear-allowlist-command';
import { backupCommand, restoreCommand } from './data-in-out/backup/backup-commands';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { OWNER_ONLY_UMASK } from './db/data-dir';
import { systemLogs, users } from './db/schema';
import { moveFilesCommand, parseMoveFilesArgs } from './storage/move-files';

const USAGE = `Usage: npm run cli -- <command>

Commands:
  grant-admin <username>    make a user an administrator
  revoke-admin <username>   take administrator rights away
  backup <file>             write a backup of all data (gzip; never the server key)
  restore <file>            load a backup into an empty database and data directory
  move-files --to s3|disk [--verify]
                            copy every stored file to the S3 bucket (S3_*) or back to
                            DATA_DIR/files; resumable, verified, deletes nothing;
                            --verify also hash-compares files already there
  clear-admin-allowlist     let admins in from any address again (empties the IP allowlist)`;

/** Operator commands run against the configured database (DATABASE_URL or DATA_DIR). */
async function main(argv: string[]) {
  // A restore creates the database and files folder, a backup a file: owner-only, as the server.
  process.umask(OWNER_ONLY_UMASK);
  const [command, username] = argv;
  if ((command === 'backup' || command === 'restore') && username) {
    const config = loadConfig();
    // npm runs scripts from the package folder; a relative FILE means the caller's folder.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), username);
    return command === 'backup' ? backupCommand(config, file) : restoreCommand(config, file);
  }
  if (command === 'clear-admin-allowlist') return clearAdminAllowlistCommand(loadConfig());
  if (command === 'move-files') {
    const move = parseMoveFilesArgs(argv.slice(1));
    if (!move) {
      console.error(USAGE);
      return 2;
    }
    return moveFilesCommand(loadConfig(), move);
  }
  if ((command !== 'grant-admin' && command !== 'revoke-admin') || !username) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const isAdmin = command === 'grant-admin';
    const [row] = await handle.db
      .update(users)
      .set({ isAdmin, updatedAt: new Date() })
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
      .returning({ id: users.id, username: users.username });
    if (!row) {
      console.error(`No user named "${username}".`);
      return 1;
    }
    await handle.db.insert(systemLogs).values({
      action: isAdmin ? 'admin.grant' : 'admin.revoke',
      message: `${isAdmin ? 'Administrator rights granted' : 'Administrator rights revoked'} from the command line`,
      targetKind: 'user',
      targetId: row.id,
      ipAddress: 'cli',
    });
    console.log(`${row.username} is ${isAdmin ? 'now' : 'no longer'} an administrator.`);
    return 0;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
