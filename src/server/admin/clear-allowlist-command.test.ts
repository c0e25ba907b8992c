import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { getSetting, putSetting } from '../settings/system-settings';
import { clearAdminAllowlistCommand } from './clear-allowlist-command';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-allowlist-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('cli clear-admin-allowlist', () => {
  it('empties the list in the configured database', async () => {
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      databaseUrl: undefined,
    };
    let handle = await openDatabase({ dataDir });
    await putSetting(handle.db, 'admin_ip_allowlist', '10.0.0.0/8');
    await handle.close();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await clearAdminAllowlistCommand(config)).toBe(0);
    handle = await openDatabase({ dataDir });
    expect(await getSetting(handle.db, 'admin_ip_allowlist')).toBe('');
    await handle.close();
  }, 60_000);
});
