import { count, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lockedDataKeys, recordTables, storedFiles, systemSettings, users } from '../../db/schema';

/** Names the admin screen's download: accounts and metadata, never credentials or contents. */
export const ACCOUNT_EXPORT_FORMAT = 'kinfolio-account-export';
export const ACCOUNT_EXPORT_VERSION = 1;

/** What the file says about itself, first thing a reader sees. */
export const ACCOUNT_EXPORT_NOTE =
  'Accounts and metadata only (record counts, never contents): no passwords, keys, two-factor ' +
  'secrets or records. It cannot be imported or restored; full backups are made on the server ' +
  'with `npm run cli -- backup`.';

/**
 * The users columns the export carries: what the admin screen shows of an account. Listed, not
 * derived, so a column added later stays out until someone decides otherwise (the test sweeps
 * every column into this list or WITHHELD_USER_COLUMNS).
 */
export const EXPORTED_USER_COLUMNS = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isAdmin: users.isAdmin,
  isActive: users.isActive,
  lastLogin: users.lastLogin,
  planKey: users.planKey,
  pendingPlanKey: users.pendingPlanKey,
  subscriptionStatus: users.subscriptionStatus,
  billingInterval: users.billingInterval,
  currentPeriodEnd: users.currentPeriodEnd,
  cancelAtPeriodEnd: users.cancelAtPeriodEnd,
  trialEndsAt: users.trialEndsAt,
  twoFactorEnabledAt: users.totpEnabledAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** The users columns the export never carries, and why (SQL names). */
export const WITHHELD_USER_COLUMNS: Readonly<Record<string, string>> = {
  password: 'password hash',
  data_key_id: 'key material: which data key seals the records',
  data_key_server_wrapped: 'key material: wrapped data key',
  data_key_password_wrapped: 'key material: wrapped data key',
  data_key_recovery_wrapped: 'key material: wrapped data key',
  key_derivation_salt: 'key material: salt of the password-derived key',
  totp_secret_sealed: 'two-factor secret',
  totp_last_used_step: 'two-factor state',
  totp_recovery_code_hashes: 'two-factor recovery code hashes',
  stripe_customer_id: 'payment provider ids (see the Stripe dashboard)',
  stripe_subscription_id: 'payment provider ids (see the Stripe dashboard)',
  profile_image_url: 'the user’s own content',
  profile_photo_id: 'the user’s own content',
  theme: 'a display preference',
  text_size: 'a display preference',
  getting_started_hidden: 'a display preference',
  emergency_kit_saved_at: 'the home’s Getting started progress',
  records_revision: 'a counter behind the record lists’ caching',
  email_confirmed_at: 'address confirmation state (docs/decisions/018)',
  email_taken_at: 'address confirmation state (docs/decisions/018)',
  pending_email: 'an address its owner has not proven yet (docs/decisions/018)',
};

/** One account in the export. */
export type ExportedAccount = Record<keyof typeof EXPORTED_USER_COLUMNS, unknown> & {
  recordCounts: Record<string, number>;
  storedFiles: { count: number; bytes: number };
  lockedDataKeys: number;
};

export interface AccountExport {
  format: typeof ACCOUNT_EXPORT_FORMAT;
  version: typeof ACCOUNT_EXPORT_VERSION;
  exportedAt: string;
  note: string;
  users: ExportedAccount[];
  settings: { key: string; value: string; updatedAt: string }[];
}

/** Rows per user of a table with a user_id column (one grouped query). */
async function countsByUser(db: Database, table: typeof storedFiles | typeof lockedDataKeys) {
  const rows = await db
    .select({ userId: table.userId, n: count() })
    .from(table)
    .groupBy(table.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

/** Records of each kind per user: one grouped query per kind, never a column of their contents. */
async function recordCountsByUser(db: Database) {
  const byKind = new Map<string, Map<string, number>>();
  for (const [kind, table] of Object.entries(recordTables)) {
    const rows = await db
      .select({ userId: table.userId, n: count() })
      .from(table)
      .groupBy(table.userId);
    byKind.set(kind, new Map(rows.map((r) => [r.userId, Number(r.n)])));
  }
  return (userId: string) =>
    Object.fromEntries([...byKind].map(([kind, counts]) => [kind, counts.get(userId) ?? 0]));
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The admin screen's export: every account's metadata and counts, and the settings. */
export async function takeAccountExport(db: Database): Promise<AccountExport> {
  const accounts = await db.select(EXPORTED_USER_COLUMNS).from(users).orderBy(users.createdAt);
  const recordsOf = await recordCountsByUser(db);
  const locked = await countsByUser(db, lockedDataKeys);
  const files = await db
    .select({
      userId: storedFiles.userId,
      n: count(),
      bytes: sql<string>`coalesce(${sum(storedFiles.size)}, 0)`,
    })
    .from(storedFiles)
    .groupBy(storedFiles.userId);
  const filesOf = new Map(files.map((f) => [f.userId, f]));
  const settings = await db
    .select({
      key: systemSettings.key,
      value: systemSettings.value,
      updatedAt: systemSettings.updatedAt,
    })
    .from(systemSettings)
    .orderBy(systemSettings.key);
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    note: ACCOUNT_EXPORT_NOTE,
    users: accounts.map((a) => ({
      ...(Object.fromEntries(Object.entries(a).map(([k, v]) => [k, iso(v)])) as typeof a),
      recordCounts: recordsOf(a.id),
      storedFiles: {
        count: Number(filesOf.get(a.id)?.n ?? 0),
        bytes: Number(filesOf.get(a.id)?.bytes ?? 0),
      },
      lockedDataKeys: locked.get(a.id) ?? 0,
    })),
    settings: settings.map((s) => ({ ...s, updatedAt: s.updatedAt.toISOString() })),
  };
}
