// The jobs part of bench:scale (scale.ts): each scheduled job run once over every family in the
// database, in a child process of its own (`tsx bench/scale-jobs.ts <job>`: its time and peak
// RSS are the job's, not the bench's), while the parent reads one family's home summary one
// request at a time; p99 during the job is compared with p99 idle just before it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ServerProcess } from './processes';

const ALL_JOBS = ['net-worth', 'trusted-people', 'prune', 'orphan-files', 'reminders'];
/** The jobs measured: all, or BENCH_JOBS=reminders,net-worth. */
export const JOB_NAMES = process.env.BENCH_JOBS?.split(',') ?? ALL_JOBS;

export interface JobFigure {
  job: string;
  seconds: number;
  /** The job's process: RSS once the app was built, and its peak while the job ran. */
  startRssMb: number;
  peakRssMb: number;
  idleP99Ms: number;
  duringP99Ms: number;
  duringRequests: number;
  error?: string;
}

/** Reads `path` one request at a time until `done` settles (and at least `min` requests). */
async function readUntil(
  server: ServerProcess,
  urlPath: string,
  cookie: string,
  done: Promise<unknown>,
  min = 50,
) {
  let finished = false;
  void done.finally(() => (finished = true));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(server.baseUrl + urlPath);
  const samples: number[] = [];
  try {
    while (!finished || samples.length < min) {
      const t0 = performance.now();
      await new Promise<void>((resolve, reject) => {
        http
          .get(url, { agent, headers: { cookie } }, (res) => {
            res.resume().on('end', () => resolve());
          })
          .on('error', reject);
      });
      samples.push(performance.now() - t0);
    }
  } finally {
    agent.destroy();
  }
  samples.sort((a, b) => a - b);
  const p99 = samples[Math.min(samples.length - 1, Math.floor(0.99 * samples.length))];
  return { p99: Number(p99.toFixed(2)), count: samples.length };
}

/**
 * Runs one job in a child process: `started` settles when the app is built and the job begins
 * (the child's own start-up is not the job), `result` with what the child printed last.
 */
function runChild(job: string, databaseUrl: string) {
  let began = () => {};
  const started = new Promise<void>((resolve) => (began = resolve));
  const result = new Promise<{
    seconds: number;
    startRssMb: number;
    peakRssMb: number;
    error?: string;
  }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'scale-jobs-child.ts'), job],
      { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('started\n')) began();
    });
    child.once('exit', (code) => {
      began();
      const last = out.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(last));
      } catch {
        reject(new Error(`job ${job} exited ${code}: ${out.slice(-500)}`));
      }
    });
  });
  return { started, result };
}

/** Every job once, each with the home summary's p99 idle and while it runs. */
export async function benchJobs(
  databaseUrl: string,
  server: ServerProcess,
  cookie: string,
): Promise<JobFigure[]> {
  const read = '/api/dashboard-summary';
  const figures: JobFigure[] = [];
  for (const job of JOB_NAMES) {
    const idleFor = new Promise((r) => setTimeout(r, 3_000));
    const idle = await readUntil(server, read, cookie, idleFor);
    const child = runChild(job, databaseUrl);
    await child.started;
    const during = await readUntil(server, read, cookie, child.result, 20);
    const result = await child.result;
    figures.push({
      job,
      ...result,
      idleP99Ms: idle.p99,
      duringP99Ms: during.p99,
      duringRequests: during.count,
    });
    console.log(JSON.stringify(figures.at(-1)));
  }
  return figures;
}

/** A scratch data directory for a child's app (files the orphan sweep looks at). */
export const scratchDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-scale-jobs-'));
