import { z } from 'zod';

/**
 * The /api/admin answers (part 2 §3 "Admin records"). Accounts and metadata only: no field of
 * any user's records ever appears in these shapes, which is what makes "administrators cannot
 * read the data" true.
 */

/** Subscription counts by tier, as the stat cards show them. */
export const tierCountsSchema = z.object({
  essential: z.number(),
  complete: z.number(),
  premium: z.number(),
});

/** GET /api/admin/stats. `revenue` is monthly recurring revenue in whole US dollars. */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  activeUsers: z.number(),
  revenue: z.number(),
  totalDocuments: z.number(),
  /** Human text such as '12.4 MB'. */
  storageUsed: z.string(),
  subscriptions: tierCountsSchema,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** One row of GET /api/admin/users. */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  isAdmin: z.boolean(),
  /** 'essential' | 'complete' | 'premium', or 'trial' / 'none' without a paid plan. */
  subscriptionTier: z.string(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users/:id: the account's metadata and how many records it holds, never what they say. */
export const adminUserDetailSchema = adminUserSchema.extend({
  planName: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
  billingInterval: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  activeSessions: z.number(),
  storedFiles: z.number(),
  storageUsed: z.string(),
  /** Record count per kind, keyed by the kind's key (e.g. 'bank-accounts'). */
  recordCounts: z.record(z.string(), z.number()),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** One entry of GET /api/admin/logs (newest first). */
export const adminLogEntrySchema = z.object({
  id: z.string(),
  level: z.string(),
  timestamp: z.string(),
  message: z.string(),
  action: z.string(),
  userId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  targetKind: z.string().nullable(),
  targetId: z.string().nullable(),
});
export type AdminLogEntry = z.infer<typeof adminLogEntrySchema>;

/** Log levels the filter offers. */
export const LOG_LEVELS = ['info', 'warning', 'error'] as const;

/** GET /api/admin/logs query: optional level, free-text search, and the sign-in entries only. */
export const adminLogQuerySchema = z.object({
  level: z.enum(LOG_LEVELS, 'Level must be info, warning or error').optional(),
  q: z.string().trim().max(200, 'Search text must be at most 200 characters').optional(),
  /** 'access': sign-ins, failed sign-ins and sign-outs (the Security tab's View Access Logs). */
  category: z.enum(['access'], "Category must be 'access'").optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/** Audit actions that count as access (the View Access Logs list). */
export const ACCESS_LOG_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.login_refused',
  'auth.logout',
  'auth.register',
] as const;

/** POST /api/admin/system-message body. */
export const systemMessageSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(2000, 'Message must be at most 2000 characters'),
});

/** POST /api/admin/maintenance body and answer (part 2 §3: "Maintenance response: enabled"). */
export const maintenanceSchema = z.object({ enabled: z.boolean() });

/** The settings the admin edits on the Security and Settings tabs, as the API carries them. */
export const adminSettingsSchema = z.object({
  applicationName: z
    .string()
    .trim()
    .min(1, 'Application name is required')
    .max(60, 'Application name must be at most 60 characters'),
  /** Empty while no real address is set (supportAddress): pages and emails then offer none. */
  supportEmail: z
    .string()
    .trim()
    .max(254, 'Support email is too long')
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'Support email must be a valid email address',
    ),
  maxFileSizeMb: z
    .number('Max file size must be a number')
    .int('Max file size must be a whole number of MB')
    .min(1, 'Max file size must be at least 1 MB')
    .max(100, 'Max file size must be at most 100 MB'),
  /** A Letters & Wishes file (a scan, a recorded message), apart from the documents' limit. */
  maxLetterFileSizeMb: z
    .number('Max letters & wishes file size must be a number')
    .int('Max letters & wishes file size must be a whole number of MB')
    .min(1, 'Max letters & wishes file size must be at least 1 MB')
    .max(1000, 'Max letters & wishes file size must be at most 1000 MB'),
  /** What one account may store (uploads, letters' files, imports, files kept for undo). */
  storageQuotaGb: z
    .number('Storage per account must be a number')
    .positive('Storage per account must be more than 0 GB')
    .max(10000, 'Storage per account must be at most 10000 GB'),
  sessionTimeoutHours: z
    .number('Session timeout must be a number')
    .int('Session timeout must be a whole number of hours')
    .min(1, 'Session timeout must be at least 1 hour')
    .max(720, 'Session timeout must be at most 720 hours (30 days)'),
  strongPasswords: z.boolean(),
  shortSessionTimeout: z.boolean(),
  requireTwoFactor: z.boolean(),
  /** CIDR ranges or single addresses, one per line or comma-separated; empty allows any. */
  adminIpAllowlist: z.string().max(4000, 'The IP allowlist is too long'),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** GET /api/admin/settings: the settings plus facts the tabs need. */
export const adminSettingsAnswerSchema = adminSettingsSchema.extend({
  /** The address the server sees for this admin, so the allowlist can include it. */
  yourIpAddress: z.string(),
});
export type AdminSettingsAnswer = z.infer<typeof adminSettingsAnswerSchema>;

/** PUT /api/admin/settings body: any subset of the settings. */
export const adminSettingsUpdateSchema = adminSettingsSchema.partial();

/** GET /api/site-info: what any visitor's screen needs, including the maintenance page. */
export const siteInfoSchema = z.object({
  applicationName: z.string(),
  /** null until an administrator sets a real address: screens then offer no support address. */
  supportEmail: z.string().nullable(),
  maintenance: z.boolean(),
  /** The strong-password rule applies to new passwords (Security tab). */
  strongPasswords: z.boolean(),
  /** The largest upload the server accepts, in MB (Settings tab), for the upload hint. */
  maxUploadMb: z.number(),
  /** The largest Letters & Wishes file the server accepts, in MB (Settings tab). */
  maxLetterUploadMb: z.number(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/**
 * What every non-admin API request answers while maintenance mode is on. An administrator
 * switches it on by hand, with no schedule behind it, so it does not say "scheduled".
 */
export const MAINTENANCE_MESSAGE =
  'We are down for maintenance. Please try again in a few minutes.';

/**
 * The support address a new installation started with before issue 27: it reaches nobody, so a
 * stored copy of it counts as not set, like an empty value.
 */
export const UNSET_SUPPORT_EMAIL = 'support@kinfolio.local';

/** The support address to offer people, or null while an administrator has set no real one. */
export function supportAddress(saved: string | null | undefined): string | null {
  const value = saved?.trim() ?? '';
  return value === '' || value.toLowerCase() === UNSET_SUPPORT_EMAIL ? null : value;
}

/** Bytes as the stat cards show them: '0 MB', '12.4 MB', '1.2 GB'. */
export function formatStorage(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1024) return `${(mb / 1024).toFixed(1)} GB`;
  if (bytes === 0) return '0 MB';
  return `${mb < 0.1 ? '< 0.1' : mb.toFixed(1)} MB`;
}
