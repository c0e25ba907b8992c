import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSettingsAnswerSchema,
  adminSettingsUpdateSchema,
  supportAddress,
  type AdminSettings,
} from '../../domain/admin';
import { audit } from '../audit/audit-log';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import type { LiveSettings } from '../settings/live-settings';
import { SETTING_DEFAULTS, type SettingKey } from '../settings/system-settings';
import { isAddressAllowed, parseAllowlist } from './ip-allowlist';

/** Each API field and the system_settings key it is stored under (values are strings there). */
const KEYS: { [F in keyof AdminSettings]: SettingKey } = {
  applicationName: 'application_name',
  supportEmail: 'support_email',
  maxFileSizeMb: 'max_file_size_mb',
  maxLetterFileSizeMb: 'max_letter_file_size_mb',
  storageQuotaGb: 'storage_quota_gb',
  sessionTimeoutHours: 'session_timeout_hours',
  strongPasswords: 'strong_passwords',
  shortSessionTimeout: 'short_session_timeout',
  requireTwoFactor: 'require_two_factor',
  adminIpAllowlist: 'admin_ip_allowlist',
};

/** The settings as the tabs show them, read from the stored strings. */
function readSettings(live: LiveSettings): AdminSettings {
  // A value edited by hand into something unreadable shows as the default, not as a 500.
  const number = (key: SettingKey) => {
    const value = Number(live.get(key));
    return Number.isFinite(value) ? value : Number(SETTING_DEFAULTS[key]);
  };
  const flag = (key: SettingKey) => live.get(key) === 'true';
  return {
    applicationName: live.get('application_name'),
    // Empty while no real address is set, the starting one included: the tab then says so.
    supportEmail: supportAddress(live.get('support_email')) ?? '',
    maxFileSizeMb: number('max_file_size_mb'),
    maxLetterFileSizeMb: number('max_letter_file_size_mb'),
    storageQuotaGb: number('storage_quota_gb'),
    sessionTimeoutHours: number('session_timeout_hours'),
    strongPasswords: flag('strong_passwords'),
    shortSessionTimeout: flag('short_session_timeout'),
    requireTwoFactor: flag('require_two_factor'),
    adminIpAllowlist: live.get('admin_ip_allowlist'),
  };
}

/** Security and Settings tabs: GET and PUT /api/admin/settings, validated, saved, audited. */
export function settingsAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const live = app.liveSettings;
    const answer = (ip: string) => ({
      ...readSettings(live),
      yourIpAddress: ip,
    });

    app.get(
      '/settings',
      { schema: { response: { 200: adminSettingsAnswerSchema } } },
      async (request) => answer(request.ip),
    );

    app.put(
      '/settings',
      { schema: { body: adminSettingsUpdateSchema, response: { 200: adminSettingsAnswerSchema } } },
      async (request) => {
        const body = request.body;
        if (body.adminIpAllowlist !== undefined) {
          const parsed = parseAllowlist(body.adminIpAllowlist);
          if (!parsed.ok) throw new HttpError(400, `IP allowlist: ${parsed.message}`);
          if (!isAddressAllowed(request.ip, parsed.ranges)) {
            throw new HttpError(
              400,
              `IP allowlist: your current address ${request.ip} is not in the list, so saving it would lock you out. Add it first.`,
            );
          }
        }
        const current = readSettings(live);
        const changes = (Object.keys(KEYS) as Array<keyof AdminSettings>).filter(
          (field) => body[field] !== undefined && body[field] !== current[field],
        );
        if (changes.length > 0) {
          await live.save(
            changes.map((field) => [KEYS[field], String(body[field])]),
            request.currentUser?.id,
          );
          await audit(ctx.db, request, {
            action: 'admin.settings_update',
            message: `Settings changed: ${changes.map((f) => KEYS[f]).join(', ')}`,
          });
        }
        return answer(request.ip);
      },
    );
  };
}
