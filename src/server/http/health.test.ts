import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { startS3TestServer, type S3TestServer } from '../storage/testing/s3-test-server';
import { startTcpProxy, type TcpProxy } from '../storage/testing/tcp-proxy';
import { createTestApp, type TestApp } from '../testing/test-app';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let s3: S3TestServer;
const closers: Array<() => Promise<void>> = [];
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await s3?.close();
});

/** Asks until the answer has this status (a probe's view recovers within a few calls). */
async function readyzUntil(t: Pick<TestApp, 'app'>, status: number) {
  let last;
  for (let i = 0; i < 100; i++) {
    last = await t.app.inject({ url: '/readyz' });
    if (last.statusCode === status) return last.json() as Record<string, string>;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`readyz stayed ${last?.statusCode}: ${last?.body}`);
}

it('answers /healthz and /readyz without a session, and /readyz 503 naming the store while it is unreachable', async () => {
  const bucket = await s3.newBucket();
  const target = new URL(bucket.endpoint!);
  const proxy: TcpProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
  closers.push(() => proxy.close());
  const t = await createTestApp({
    storage: { driver: 's3', s3: { ...bucket, endpoint: `http://127.0.0.1:${proxy.port}` } },
  });
  closers.push(() => t.close());

  const health = await t.app.inject({ url: '/healthz' });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ status: 'ok' });
  expect(await readyzUntil(t, 200)).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });

  await proxy.cut();
  expect(await readyzUntil(t, 503)).toEqual({
    status: 'unavailable',
    database: 'ok',
    storage: 'unreachable',
  });
  expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200); // the process is up
  await proxy.restore();
  expect(await readyzUntil(t, 200)).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
});

it.runIf(onPostgres)(
  'answers /readyz 503 while PostgreSQL is unreachable, and 200 again once it is back, without a restart',
  async () => {
    const t = await createTestApp();
    closers.push(() => t.close());
    // A second instance whose connections to PostgreSQL go through a proxy we can cut.
    const direct = new URL(t.config.databaseUrl!);
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
    closers.push(() => proxy.close());
    const proxied = new URL(direct);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const database = await openDatabase({ databaseUrl: proxied.toString(), dataDir: t.dataDir });
    const b = await buildApp(t.config, { database, logger: false });
    closers.push(async () => {
      await b.app.close();
      await database.close();
    });
    await b.app.ready();

    expect(await readyzUntil(b, 200)).toMatchObject({ database: 'ok' });
    await proxy.cut();
    expect(await readyzUntil(b, 503)).toEqual({
      status: 'unavailable',
      database: 'unreachable',
      storage: 'ok',
    });
    await proxy.restore();
    expect(await readyzUntil(b, 200)).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  },
);
