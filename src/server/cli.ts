import { eq, sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { systemLogs, users } from './db/schema';

const USAGE = `Usage: npm run cli -- <command>

Commands:
  grant-admin <username>    make a user an administrator
  revoke-admin <username>   take administrator rights away`;

/** Operator commands run against the configured database (DATABASE_URL or DATA_DIR). */
async function main(argv: string[]) {
  const [command, username] = argv;
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
