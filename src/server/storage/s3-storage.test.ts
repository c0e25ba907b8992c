import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, loadConfig, type S3Settings } from '../config';
import { request } from '../testing/request';
import { createTestApp, signUp } from '../testing/test-app';
import { verifyFileStorage } from './open-storage';
import { createS3Client, createS3Storage } from './s3-storage';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server';

let s3: S3TestServer;
let bucket: S3Settings;
beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = await s3.newBucket();
});
afterAll(() => s3?.close());

/** Why `buildApp` refused to start with these bucket settings. */
async function startFailure(settings: S3Settings): Promise<string> {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), serveWeb: false };
  return buildApp({ ...config, storage: { driver: 's3', s3: settings } }, { logger: false }).then(
    async ({ app }) => {
      await app.close();
      return 'started';
    },
    (err: unknown) => (err instanceof ConfigError ? err.message : String(err)),
  );
}

describe('S3 storage at start', () => {
  it('stops on a missing bucket, refused keys or an unreachable store, naming the variable', async () => {
    expect(await startFailure({ ...bucket, bucket: 'no-such-bucket' })).toMatch(
      /^Invalid environment: S3_BUCKET: there is no bucket "no-such-bucket"/,
    );
    expect(
      await startFailure({ ...bucket, accessKeyId: 'someone-else', secretAccessKey: 'wrong' }),
    ).toMatch(
      /^Invalid environment: S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: .* refused these credentials/,
    );
    expect(await startFailure({ ...bucket, endpoint: 'http://127.0.0.1:9' })).toMatch(
      /^Invalid environment: S3_ENDPOINT: cannot reach http:\/\/127.0.0.1:9/,
    );
  });

  it('keeps user data out of object keys and metadata', async () => {
    const t = await createTestApp({ storage: { driver: 's3', s3: bucket } });
    try {
      const { cookie } = await signUp(t.app);
      const up = await request(t.app, cookie).upload({
        filename: 'Smith family will.txt',
        content: 'text',
      });
      const client = createS3Client(bucket);
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket }));
      expect(listed.Contents?.map((o) => o.Key)).toContain(`files/${up.json().filePath}`);
      const head = await client.send(
        new HeadObjectCommand({ Bucket: bucket.bucket, Key: `files/${up.json().filePath}` }),
      );
      expect(head.Metadata ?? {}).toEqual({});
      expect(head.ContentType).toBe('application/octet-stream');
    } finally {
      await t.close();
    }
  });
});

describe('S3 storage under throttling', () => {
  it('retries a throttled call and succeeds', async () => {
    // A proxy that answers the first two requests as S3 does when it throttles.
    let throttled = 0;
    const target = new URL(bucket.endpoint!);
    const proxy = http.createServer((req, res) => {
      if (throttled < 2) {
        throttled += 1;
        req.resume();
        res.writeHead(503, { 'content-type': 'application/xml' });
        res.end(
          '<?xml version="1.0"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
        );
        return;
      }
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    try {
      const port = (proxy.address() as AddressInfo).port;
      const files = createS3Storage({ ...bucket, endpoint: `http://127.0.0.1:${port}` });
      const id = randomUUID();
      await files.put(id, Buffer.from('sealed'));
      expect(throttled).toBe(2);
      expect((await files.get(id)).toString()).toBe('sealed');
      await verifyFileStorage(
        { dataDir: '/nonexistent', storage: { driver: 's3', s3: bucket } },
        files,
      );
    } finally {
      proxy.close();
    }
  });
});
