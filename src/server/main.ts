import { buildApp } from './app';
import { startDailyBackups } from './backup/daily-backups';
import { ConfigError, loadConfig } from './config';
import { cleanUpOrphanFiles } from './documents/stored-files';

/** Starts the server from the environment; stops cleanly on SIGINT/SIGTERM. */
async function main() {
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
  const { app, context } = await buildApp(config);
  const prune = async () => {
    const removed = await context.sessions
      .pruneExpired()
      .catch((err) => app.log.error({ err }, 'session pruning failed'));
    if (removed) app.log.info({ removed }, 'expired sessions pruned');
  };
  await prune();
  // Uploads never attached to a document are removed after a day.
  const sweep = () =>
    cleanUpOrphanFiles(context, 86_400_000).catch((err) =>
      app.log.error({ err }, 'orphan file cleanup failed'),
    );
  await sweep();
  const sweeper = setInterval(sweep, 60 * 60_000);
  sweeper.unref();
  const timer = setInterval(prune, 10 * 60_000);
  timer.unref();
  // The embedded database runs with fsync off in one process: it backs itself up daily.
  const backups = config.databaseUrl ? null : startDailyBackups({ context, log: app.log });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(timer);
    clearInterval(sweeper);
    await backups?.stop(); // lets a backup in progress finish before the database closes
    await app.close(); // closes the database (and releases the PGlite lock) in onClose
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Kinfolio is running at http://localhost:${config.port} (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded, ${config.dataDir}/db`})`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
