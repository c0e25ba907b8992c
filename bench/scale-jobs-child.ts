// One scheduled job, run once over every family in DATABASE_URL, for bench:scale's jobs part
// (scale-jobs.ts starts this as a child process). Prints one JSON line: seconds, RSS once the
// app was built, and peak RSS (the kernel's high-water mark) after the job.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { JobKind } from '../src/server/jobs/job-scheduler';
import { remindersJob } from '../src/server/reminders/reminder-jobs';
import { netWorthJob } from '../src/server/net-worth/net-worth-job';
import { pruneJob } from '../src/server/jobs/prune-job';
import { orphanFilesJob } from '../src/server/storage/orphan-files-job';
import { trustedPeopleJob } from '../src/server/trusted-people/trusted-people-job';
import { scratchDir } from './scale-jobs';

const quiet = { info() {}, warn() {}, error() {} } as never;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The high-water mark of this process's RSS, from the kernel (Linux). */
function peakRss(): number {
  const line = fs.readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return line ? Number(line[1]) * 1024 : process.memoryUsage().rss;
}

async function main(name: string) {
  const dataDir = scratchDir();
  const config = loadConfig({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    LOG_LEVEL: 'warn',
  });
  const { app, context } = await buildApp(config, { logger: false });
  await app.ready();
  await context.jobs.stop(); // this job runs here, once, not on the schedule
  const jobs: Record<string, JobKind> = {
    'net-worth': netWorthJob(context.db, quiet),
    'trusted-people': trustedPeopleJob(context),
    prune: pruneJob(context.db, context.sessions, quiet),
    'orphan-files': orphanFilesJob(context, quiet),
    reminders: remindersJob(context, quiet),
  };
  const job = jobs[name];
  if (!job) throw new Error(`no job ${name}`);
  const startRss = process.memoryUsage().rss;
  console.log('started');
  const started = performance.now();
  const error = await job.handler({} as never).then(
    () => undefined,
    (err: unknown) => String(err).slice(0, 200),
  );
  const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const figure = { seconds, startRssMb: mb(startRss), peakRssMb: mb(peakRss()), error };
  console.log(JSON.stringify(figure));
}

main(process.argv[2]).then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
