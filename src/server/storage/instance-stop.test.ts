import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { S3Settings } from '../config';
import { openDatabase } from '../db/client';
import { storedFiles } from '../db/schema';
import { cleanUpOrphanFiles } from '../documents/stored-files';
import { multipartBody } from '../testing/request';
import { signUpOver, startServerProcess } from '../testing/server-process';
import { createTestDatabase } from '../testing/test-app';
import { createS3Storage } from './s3-storage';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server';

// Real server processes (src/server/main.ts) on one database and one bucket, stopped with
// SIGTERM and killed with SIGKILL while uploads stream in.
let s3: S3TestServer;
let bucket: S3Settings;
let db: { url?: string; drop: () => Promise<void> };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-stop-'));
const running = new Set<ChildProcess>();
beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = await s3.newBucket();
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await s3?.close();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const MASTER_KEY = randomBytes(32).toString('hex');

/** An instance on the shared bucket, database and data directory, killed after the test. */
async function startInstance() {
  const instance = await startServerProcess({
    ...s3.envOf(bucket),
    DATA_DIR: dataDir,
    DATABASE_URL: db.url ?? '',
    MASTER_KEY,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  running.add(instance.child);
  void instance.exited.then(() => running.delete(instance.child));
  return instance;
}

/** An upload sent in two halves: `rest()` sends the second and resolves with the answer. */
function slowUpload(
  port: number,
  cookie: string,
  name: string,
  content: Buffer,
  firstBytes: number,
) {
  const { payload, contentType } = multipartBody([{ filename: name, content }]);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/documents/upload',
    headers: { cookie, 'content-type': contentType, 'content-length': payload.length },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  answer.catch(() => {}); // observed by the caller when it matters
  req.write(payload.subarray(0, firstBytes));
  return {
    answer,
    rest() {
      req.end(payload.subarray(firstBytes));
      return answer;
    },
  };
}

it('a stopped instance finishes the upload in flight; a killed one loses no acknowledged file and the sweep leaves no orphan', async () => {
  const first = await startInstance();
  const cookie = await signUpOver(first.url, `stop${Date.now()}`);

  // SIGTERM while an upload streams in: the upload is finished and answered, then it exits.
  const inFlight = Buffer.from(randomBytes(1024 * 1024).toString('hex')); // 2 MB of text
  const upload = slowUpload(first.port, cookie, 'in-flight.txt', inFlight, 1024 * 1024);
  await new Promise((r) => setTimeout(r, 300));
  first.child.kill('SIGTERM');
  // No new connections once it is stopping, while the upload in flight goes on.
  let refused = false;
  for (let i = 0; i < 100 && !refused; i++) {
    refused = await fetch(first.url('/healthz')).then(
      () => false,
      () => true,
    );
    if (!refused) await new Promise((r) => setTimeout(r, 50));
  }
  expect(refused).toBe(true);
  const answered = await upload.rest();
  expect(answered.status, answered.body).toBe(201);
  expect(await first.exited).toBe(0);
  const acknowledged = [{ id: JSON.parse(answered.body).filePath as string, bytes: inFlight }];

  // SIGKILL while a 9 MB upload streams in (its first 8 MB part may be in the bucket already),
  // after the same instance acknowledged two other uploads sent while that one streamed.
  const second = await startInstance();
  const big = Buffer.from(randomBytes(4.75 * 1024 * 1024).toString('hex'));
  const cut = slowUpload(second.port, cookie, 'cut-off.txt', big, 8.5 * 1024 * 1024);
  let cutSettled = false;
  cut.answer.then(
    () => (cutSettled = true),
    () => (cutSettled = true),
  );
  await new Promise((r) => setTimeout(r, 1_000));
  const meanwhile = [
    { name: 'meanwhile-small.txt', bytes: Buffer.from(randomBytes(50 * 1024).toString('hex')) },
    {
      name: 'meanwhile-large.txt',
      bytes: Buffer.from(randomBytes(1.5 * 1024 * 1024).toString('hex')),
    },
  ];
  const answers = await Promise.all(
    meanwhile.map(({ name, bytes }) => slowUpload(second.port, cookie, name, bytes, 0).rest()),
  );
  for (const [i, answer] of answers.entries()) {
    expect(answer.status, answer.body).toBe(201);
    acknowledged.push({
      id: JSON.parse(answer.body).filePath as string,
      bytes: meanwhile[i].bytes,
    });
  }
  expect(cutSettled).toBe(false); // still streaming when the instance dies
  second.child.kill('SIGKILL');
  await expect(cut.answer).rejects.toThrow();
  await second.exited;
  expect(acknowledged).toHaveLength(3);

  // Another instance serves every acknowledged file, byte for byte.
  const third = await startInstance();
  for (const { id, bytes } of acknowledged) {
    const res = await fetch(third.url(`/api/files/${id}`), { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    const doc = await fetch(third.url('/api/documents'), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Kept', category: 'Personal', filePath: id }),
    });
    expect(doc.status).toBe(201);
  }
  third.child.kill('SIGTERM');
  expect(await third.exited).toBe(0);

  // The sweep (run now, as if a day had passed) removes the cut-off upload and nothing else.
  const handle = await openDatabase({ databaseUrl: db.url, dataDir });
  try {
    const files = createS3Storage(bucket);
    const unattached = await handle.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(isNull(storedFiles.documentId));
    for (const { id } of unattached)
      await handle.db
        .update(storedFiles)
        .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
        .where(eq(storedFiles.id, id));
    expect(unattached).toHaveLength(1); // the cut-off upload's row, there since its first bytes
    await cleanUpOrphanFiles({ db: handle.db, files }, 86_400_000);
    const rows = (await handle.db.select({ id: storedFiles.id }).from(storedFiles)).map(
      (r) => r.id,
    );
    const ids = acknowledged.map((a) => a.id).sort();
    expect(rows.sort()).toEqual(ids);
    expect((await files.list()).sort()).toEqual(ids);
  } finally {
    await handle.close();
  }
}, 300_000);
