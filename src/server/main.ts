import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { OWNER_ONLY_UMASK, secureDataDir } from './db/data-dir';
import { serverKeyPlacementWarning } from './security-info/key-placement';
import { scheduleDailyBackups } from './jobs/backup-job';
import { PRUNE_JOB } from './jobs/prune-job';
import { ORPHAN_FILES_JOB } from './storage/orphan-files-job';
import { TRUSTED_PEOPLE_JOB } from './trusted-people/trusted-people-job';

/** Starts the server from the environment; stops cleanly on SIGINT/SIGTERM. */
async function main() {
  // Before anything is created: the database, keys, mail, backups and uploads are owner-only.
  process.umask(OWNER_ONLY_UMASK);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const repair = secureDataDir(config.dataDir);
  const { app, context } = await buildApp(config);
  if (repair.fixed > 0)
    app.log.warn(
      { fixed: repair.fixed },
      `Made ${repair.fixed} files and folders in ${config.dataDir} readable by their owner only`,
    );
  if (repair.failed.length > 0)
    app.log.warn({ paths: repair.failed.slice(0, 20) }, 'Could not make these owner-only');
  const keyWarning = serverKeyPlacementWarning(config);
  if (keyWarning) app.log.warn(keyWarning);
  // Hourly: as PGlite gives its own files mode 0666 whatever the umask (its 0700 folder keeps
  // others out), their modes are tightened again (failures were reported above). Uploads never
  // attached to a document are swept by a job (storage/orphan-files-job.ts), on one instance.
  const sweeper = setInterval(() => secureDataDir(config.dataDir), 60 * 60_000);
  sweeper.unref();
  // Pruning (expired sessions, reset tokens, rate-limit rows) and the embedded database's daily
  // backup (fsync off, one process) run on the job scheduler, which starts with the app.
  const backups = config.databaseUrl ? null : await scheduleDailyBackups(context, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // No new connections from here; idle ones close; requests in flight (an upload streaming
    // in, a download streaming out) finish, up to SHUTDOWN_TIMEOUT_SECONDS, then the database.
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    clearInterval(sweeper);
    const deadline = setTimeout(() => {
      app.log.warn('requests still in flight at the shutdown timeout: closing their connections');
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    deadline.unref();
    await backups?.stop(); // lets a backup in progress finish before the database closes
    await app.close(); // closes the database (and releases the PGlite lock) in onClose
    clearTimeout(deadline);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  await context.jobs.runAt(PRUNE_JOB, {}, undefined, 'start'); // and every 10 minutes
  await context.jobs.runAt(ORPHAN_FILES_JOB, {}, undefined, 'start'); // and hourly
  // Executors' waits that passed while the server was down open now (and every 15 minutes).
  await context.jobs.runAt(TRUSTED_PEOPLE_JOB, {}, undefined, 'start');
  await backups?.afterStart();
  app.log.info(
    `Kinfolio is running at http://localhost:${config.port} (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded, ${config.dataDir}/db`}; files: ${context.files.location})`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
