import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/account-routes';
import { photoRoutes } from './account/photo-routes';
import { addressRoutes } from './addresses/address-routes';
import { authRoutes } from './auth/auth-routes';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { createDatabaseRateLimitStore } from './auth/rate-limit-store';
import { createLocalBus, createPostgresBus } from './auth/revocation-bus';
import { registerSessions } from './auth/session-plugin';
import { SessionStore } from './auth/session-store';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { openDatabase, type DatabaseHandle } from './db/client';
import { registerApiHeaders } from './http/api-headers';
import { registerCompression } from './http/compression';
import { registerCsrfProtection } from './http/csrf';
import { requestLogSerializer } from './http/log-serializers';
import { errorLogSerializer } from './http/database-errors';
import { registerErrorHandling, registerNotFound } from './http/errors';
import { registerWebClient, webClientRoot } from './http/web-client';
import { inlineScriptSources } from './http/inline-scripts';
import { fastifyTrustProxy } from './http/trust-proxy';
import { createMailer } from './mail/mailer';
import { createSessionKeyRing } from './crypto/key-ring';
import { loadServerKey } from './crypto/server-key';
import { createFileStorage, verifyFileStorage } from './storage/open-storage';
import { healthRoutes } from './http/health-routes';
import {
  PURGE_DELETED_CRON,
  PURGE_DELETED_JOB,
  purgeDeletedJob,
} from './recently-deleted/purge-job';
import { trashRoutes } from './recently-deleted/trash-routes';
import { ORPHAN_FILES_CRON, ORPHAN_FILES_JOB, orphanFilesJob } from './storage/orphan-files-job';
import { fileRoutes } from './documents/file-routes';
import { letterFileRoutes } from './letters-and-wishes/letter-file-routes';
import { registerRecordRoutes } from './records/register-records';
import { ListCache } from './records/list-cache';
import { registerListFreshness } from './records/list-freshness';
import { notificationRoutes } from './notifications/notification-routes';
import { assistantRoutes } from './assistant/assistant-routes';
import { dashboardSummaryRoutes } from './insights/dashboard-summary-routes';
import { securityInfoRoutes } from './security-info/security-routes';
import { reportRoutes } from './reports/report-routes';
import { executorPlanRoutes } from './executor-plan/executor-plan-routes';
import { savedCustomReportRoutes } from './reports/saved-custom-report-routes';
import { estatePlanRoutes } from './estate-plan/estate-plan-routes';
import { twoFactorRoutes } from './auth/two-factor/two-factor-routes';
import { emergencyKitRoutes } from './vault/emergency-kit';
import { vaultRoutes } from './vault/vault-routes';
import { registerBilling } from './billing/billing-plugin';
import { startPayments } from './billing/price-check';
import { stripeCspDirectives } from './billing/stripe-csp';
import { PAGE_CSP_DIRECTIVES } from './http/page-csp';
import { adminRoutes } from './admin/admin-routes';
import { registerRouteTable } from './admin/route-table';
import { registerMaintenanceMode } from './maintenance/maintenance-mode';
import { siteInfoRoutes } from './maintenance/site-info-routes';
import { LiveSettings } from './settings/live-settings';
import { dataTransferRoutes } from './data-in-out/snapshot/admin-snapshot-routes';
import { importRoutes } from './data-in-out/import/import-routes';
import { createJobScheduler } from './jobs/job-scheduler';
import { PRUNE_CRON, PRUNE_JOB, pruneJob } from './jobs/prune-job';
import { REMINDERS_CRON, REMINDERS_JOB, remindersJob } from './reminders/reminder-jobs';
import { reminderRoutes } from './reminders/reminder-routes';
import { VaultAccess } from './vault-scope/vault-access';
import { registerVaultCookie } from './vault-scope/vault-cookie';
import { vaultChoiceRoutes } from './vault-choice/vault-choice-routes';
import { visitorHomeRoutes } from './visitor-home/visitor-home-routes';
import { grantOpener } from './trusted-people/grant-opener';
import { trustedPeopleRoutes } from './trusted-people/trusted-people-routes';
import {
  TRUSTED_PEOPLE_CRON,
  TRUSTED_PEOPLE_JOB,
  trustedPeopleJob,
} from './trusted-people/trusted-people-job';
import { registerNetWorth } from './net-worth/net-worth-routes';
import { accountExportRoutes } from './data-in-out/download/export-routes';
import { assessmentRoutes } from './assessment/assessment-routes';
import { gettingStartedRoutes } from './getting-started/getting-started-routes';
import { searchRoutes } from './search/search-routes';

export interface BuildOptions {
  /** An already-open database (tests share one); otherwise the app opens and owns its own. */
  database?: DatabaseHandle;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: NodeJS.WritableStream;
}

/** Largest JSON body accepted; uploads have their own limit. */
const BODY_LIMIT = 256 * 1024;

/**
 * Every multipart request: the only multipart route takes one file and no fields, so a flood of
 * tiny fields or parts (each costs parsing and memory before the route sees the file) is cut off
 * early. The file's own size limit is the upload route's (the admin's "max file size").
 */
const MULTIPART_LIMITS = {
  fields: 5,
  fieldNameSize: 100,
  fieldSize: 1024,
  files: 1,
  parts: 6,
  headerPairs: 20,
};

/**
 * Builds the whole Fastify app from a config: external plugins, then ours, then routes.
 * Tests build it too and call `app.inject`.
 */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; context: AppContext }> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            // err: database errors are logged without their parameters and values.
            serializers: { req: requestLogSerializer, err: errorLogSerializer },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // The router treats /a and /a/ alike, and ids are never case-folded.
    routerOptions: { ignoreTrailingSlash: true },
    // On close: idle keep-alive connections end at once, requests in flight finish (main.ts).
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRouteTable(app);

  // A missing bucket or refused keys stop the start here, naming the variable to fix.
  const files = createFileStorage(config);
  await verifyFileStorage(config, files);
  // So does a Stripe price in another currency than USD; Stripe out of reach only turns
  // checkout off (billing/price-check.ts).
  const payments = await startPayments(config.billing, app.log);
  const handle =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const bus = config.databaseUrl ? await createPostgresBus(config.databaseUrl) : createLocalBus();
  // `vaults` needs the finished context, so it is set right after (below).
  const context = {
    config,
    db: handle.db,
    sessions: new SessionStore(handle.db, bus),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      // Read when a message is sent: liveSettings is decorated below, before anything is sent.
      senderName: () => app.liveSettings.get('application_name'),
      dataDir: config.dataDir,
      log: app.log,
    }),
    serverKey: loadServerKey({ dataDir: config.dataDir, masterKey: config.masterKey }),
    keys: createSessionKeyRing(),
    files,
    jobs: createJobScheduler({ database: handle, log: app.log }),
    lists: new ListCache(),
  } as AppContext;
  context.vaults = new VaultAccess(context);
  // Trusted people keep the grants; the ground room asks them to open one (no import upward).
  context.vaults.useGrantOpener(grantOpener(context));
  // Everything timed runs on the one scheduler (src/server/jobs): started once the app is ready.
  context.jobs.define(pruneJob(handle.db, context.sessions, app.log));
  await context.jobs.every(PRUNE_JOB, PRUNE_CRON);
  context.jobs.define(remindersJob(context, app.log));
  await context.jobs.every(REMINDERS_JOB, REMINDERS_CRON);
  context.jobs.define(orphanFilesJob(context, app.log)); // stored-file sweep, hourly
  await context.jobs.every(ORPHAN_FILES_JOB, ORPHAN_FILES_CRON);
  context.jobs.define(purgeDeletedJob(context, app.log)); // Recently deleted after 30 days, daily
  await context.jobs.every(PURGE_DELETED_JOB, PURGE_DELETED_CRON);
  context.jobs.define(trustedPeopleJob(context));
  await context.jobs.every(TRUSTED_PEOPLE_JOB, TRUSTED_PEOPLE_CRON);
  app.addHook('onReady', () => context.jobs.start());
  context.sessions.onKeysChanged((userId) => context.keys.forget(userId));
  // An owner's release ended (letters-and-wishes/release.ts): readers' after keys go everywhere.
  context.sessions.onAfterReadersDropped((ownerId) => context.keys.forgetReadersOf(ownerId));
  registerListFreshness(app, context); // record lists from memory, fresh on every instance
  app.addHook('onClose', () => context.keys.close());
  const liveSettings = new LiveSettings(handle.db, (err) =>
    app.log.error({ err }, 'settings refresh failed'),
  );
  await liveSettings.load();
  app.decorate('liveSettings', liveSettings);
  app.addHook('onClose', () => liveSettings.settle());
  app.addHook('onClose', async () => {
    await context.jobs.stop(); // lets a running job finish before the database closes
    await bus.close();
    if (!options.database) await handle.close();
  });

  // External plugins.
  await app.register(cookie);
  await registerCompression(app);
  registerApiHeaders(app);
  const stripeCsp = stripeCspDirectives(config);
  const webRoot = config.serveWeb ? webClientRoot(config.webRoot) : null;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': null,
        ...PAGE_CSP_DIRECTIVES,
        ...stripeCsp,
        'script-src': [...(stripeCsp['script-src'] ?? ["'self'"]), ...inlineScriptSources(webRoot)],
      },
    },
    hsts: false, // set by the HTTPS terminator in front of us, not on plain-HTTP installs
  });
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await app.register(rateLimit, {
    global: false,
    store: createDatabaseRateLimitStore(handle.db) as never,
  });

  // Our cross-cutting plugins.
  registerErrorHandling(app);
  registerCsrfProtection(app);
  registerSessions(app, context.sessions, context.keys);
  registerVaultCookie(app);
  registerMaintenanceMode(app);

  // Routes.
  await app.register(healthRoutes(context)); // /healthz and /readyz, for load balancers
  await app.register(authRoutes(context), { prefix: '/api' });
  await app.register(passwordResetRoutes(context), { prefix: '/api' });
  await app.register(accountRoutes(context), { prefix: '/api' });
  await app.register(photoRoutes(context), { prefix: '/api' });
  await app.register(addressRoutes(context), { prefix: '/api' });
  await app.register(vaultRoutes(context), { prefix: '/api' });
  await app.register(twoFactorRoutes(context), { prefix: '/api' });
  await app.register(emergencyKitRoutes(context), { prefix: '/api' });
  await app.register(notificationRoutes(context), { prefix: '/api' });
  await app.register(reminderRoutes(context), { prefix: '/api' });
  await app.register(trustedPeopleRoutes(context), { prefix: '/api' });
  await app.register(vaultChoiceRoutes(context), { prefix: '/api' });
  await app.register(visitorHomeRoutes(context), { prefix: '/api' });
  await app.register(fileRoutes(context), { prefix: '/api' });
  await app.register(letterFileRoutes(context), { prefix: '/api' });
  await registerRecordRoutes(app, context);
  await app.register(trashRoutes(context), { prefix: '/api' });
  await app.register(assistantRoutes(context), { prefix: '/api' });
  await app.register(dashboardSummaryRoutes(context), { prefix: '/api' });
  await app.register(searchRoutes(context), { prefix: '/api' });
  await app.register(assessmentRoutes(context), { prefix: '/api' });
  await app.register(gettingStartedRoutes(context), { prefix: '/api' });
  await app.register(securityInfoRoutes(context), { prefix: '/api' });
  await app.register(reportRoutes(context), { prefix: '/api' });
  await app.register(executorPlanRoutes(context), { prefix: '/api' });
  await app.register(savedCustomReportRoutes(context), { prefix: '/api' });
  await app.register(estatePlanRoutes(context), { prefix: '/api' });
  await registerBilling(app, context, payments);
  await app.register(siteInfoRoutes(), { prefix: '/api' });
  await app.register(adminRoutes(context), { prefix: '/api/admin' });
  await app.register(dataTransferRoutes(context), { prefix: '/api' });
  await app.register(importRoutes(context), { prefix: '/api' });
  await registerNetWorth(app, context);
  await app.register(accountExportRoutes(context), { prefix: '/api' });
  registerNotFound(
    app,
    config.serveWeb
      ? await registerWebClient(app, { ...config, webRoot: webRoot ?? undefined })
      : null,
  );

  return { app, context };
}
