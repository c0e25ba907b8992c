import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { OWNER_ONLY_UMASK, secureDataDir } from './db/data-dir';
import { cleanUpOrphanFiles } from './documents/stored-files';
import { serverKeyPlacementWarning } from './security-info/key-placement';
import { scheduleDailyBackups } from './jobs/backup-job';
import { PRUNE_JOB } from './jobs/prune-job';

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
  // Hourly: uploads never attached to a document are removed after a day; and as PGlite gives
  // its own files mode 0666 whatever the umask (its 0700 folder keeps others out), their modes
  // are tightened again (failures were reported above).
  const sweep = () => {
    secureDataDir(config.dataDir);
    return cleanUpOrphanFiles(context, 86_400_000).catch((err) =>
      app.log.error({ err }, 'orphan file cleanup failed'),
    );
  };
  await sweep();
  const sweeper = setInterval(sweep, 60 * 60_000);
  sweeper.unref();
  // Pruning (expired sessions, reset tokens, rate-limit rows) and the embedded database's daily
  // backup (fsync off, one process) run on the job scheduler, which starts with the app.
  const backups = config.databaseUrl ? null : await scheduleDailyBackups(context, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweeper);
    await backups?.stop(); // lets a backup in progress finish before the database closes
    await app.close(); // closes the database (and releases the PGlite lock) in onClose
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  await context.jobs.runAt(PRUNE_JOB, {}, undefined, 'start'); // and every 10 minutes
  await backups?.afterStart();
  app.log.info(
    `Kinfolio is running at http://localhost:${config.port} (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded, ${config.dataDir}/db`})`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
