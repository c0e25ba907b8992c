import type { AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { systemLogs } from '../db/schema';
import { putSetting } from '../settings/system-settings';

/**
 * `npm run cli -- clear-admin-allowlist`: empties the admin IP allowlist, the way back in when
 * every admin's address changed. Running servers pick it up within seconds. Audited.
 */
export async function clearAdminAllowlistCommand(config: AppConfig): Promise<number> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await putSetting(handle.db, 'admin_ip_allowlist', '');
    await handle.db.insert(systemLogs).values({
      action: 'admin.allowlist_cleared',
      level: 'warning',
      message: 'Admin IP allowlist cleared from the command line',
      ipAddress: 'cli',
    });
    console.log('The admin IP allowlist is empty: admin routes answer from any address.');
    return 0;
  } finally {
    await handle.close();
  }
}
