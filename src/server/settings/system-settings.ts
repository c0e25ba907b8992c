import { eq, inArray } from 'drizzle-orm';
import { supportAddress } from '../../domain/admin';
import type { Database } from '../db/client';
import { systemSettings } from '../db/schema';

/** Settings the admin can change, with the spec's defaults (part 2 §9). */
export const SETTING_DEFAULTS = {
  application_name: 'Kinfolio',
  /** Empty until an administrator sets a real address (domain/admin.ts, supportAddress). */
  support_email: '',
  max_file_size_mb: '10',
  /** Letters & Wishes files (a scan, a recorded message) have their own limit (issue 45). */
  max_letter_file_size_mb: '100',
  /** What one account may store (uploads, letters' files, imports, files kept for undo), in GB. */
  storage_quota_gb: '5',
  session_timeout_hours: '24',
  maintenance_mode: 'false',
  // Security tab toggles (part 2 §2), each enforced by the server.
  /** At least 10 characters and not a common password, at registration, change and reset. */
  strong_passwords: 'true',
  /** Sessions last 1 hour instead of session_timeout_hours. */
  short_session_timeout: 'false',
  /** Users without two-factor sign-in must enrol before reaching their data. */
  require_two_factor: 'false',
  /** Comma- or newline-separated CIDR list; empty allows admin routes from any address. */
  admin_ip_allowlist: '',
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;

/** Reads one setting, falling back to its default when it was never saved. */
export async function getSetting(db: Database, key: SettingKey): Promise<string> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, key));
  return row?.value ?? SETTING_DEFAULTS[key];
}

/** The support address mail may offer, or null while none is set (pages do the same). */
export async function getSupportAddress(db: Database): Promise<string | null> {
  return supportAddress(await getSetting(db, 'support_email'));
}

/** Session lifetime while the 'short session timeout' setting is on. */
export const SHORT_SESSION_HOURS = 1;

/**
 * Session lifetime in hours: 1 with 'short session timeout' on, else the admin's setting; a
 * corrupt value falls back to the default.
 */
export async function sessionLifetimeHours(db: Database): Promise<number> {
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, ['session_timeout_hours', 'short_session_timeout']));
  const value = (key: SettingKey) =>
    rows.find((r) => r.key === key)?.value ?? SETTING_DEFAULTS[key];
  if (value('short_session_timeout') === 'true') return SHORT_SESSION_HOURS;
  const hours = Number(value('session_timeout_hours'));
  return Number.isFinite(hours) && hours > 0
    ? hours
    : Number(SETTING_DEFAULTS.session_timeout_hours);
}

/** Creates or replaces a setting. */
export async function putSetting(db: Database, key: SettingKey, value: string, updatedBy?: string) {
  await db
    .insert(systemSettings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value, updatedBy, updatedAt: new Date() },
    });
}
