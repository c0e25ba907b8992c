// The jobs part of bench:scale (scale.ts): each scheduled job run once, in this process, over
// every family in the database, timed, with the process's peak RSS while it ran.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { remindersJob } from '../src/server/reminders/reminder-jobs';
import { netWorthJob } from '../src/server/net-worth/net-worth-job';
import { pruneJob } from '../src/server/jobs/prune-job';
import { orphanFilesJob } from '../src/server/storage/orphan-files-job';
import { trustedPeopleJob } from '../src/server/trusted-people/trusted-people-job';

export interface JobFigure {
  job: string;
  seconds: number;
  peakRssMb: number;
  error?: string;
}

const quiet = { info() {}, warn() {}, error() {} } as never;

export async function benchJobs(databaseUrl: string): Promise<JobFigure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-scale-jobs-'));
  const config = loadConfig({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
  });
  const { app, context } = await buildApp(config, { logger: false });
  await app.ready();
  await context.jobs.stop(); // run each job here, once, not on the schedule
  const jobs = [
    netWorthJob(context.db, quiet),
    trustedPeopleJob(context),
    pruneJob(context.db, context.sessions, quiet),
    orphanFilesJob(context, quiet),
    remindersJob(context, quiet),
  ];
  const figures: JobFigure[] = [];
  try {
    for (const job of jobs) {
      let peak = process.memoryUsage().rss;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      const started = performance.now();
      const error = await job.handler({} as never).then(
        () => undefined,
        (err: unknown) => String(err).slice(0, 200),
      );
      clearInterval(sampler);
      figures.push({
        job: job.name,
        seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
        peakRssMb: Math.round(peak / 1024 / 1024),
        ...(error ? { error } : {}),
      });
      console.log(JSON.stringify(figures.at(-1)));
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}
