import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, loadConfig, type S3Settings } from '../config';
import { request } from '../testing/request';
import { createTestApp, signUp } from '../testing/test-app';
import { verifyFileStorage } from './open-storage';
import { createS3Client, createS3Storage, MULTIPART_PART_BYTES } from './s3-storage';
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

  it('stops with no keys and nothing in the SDK credential chain, naming the key variables', async () => {
    // The SDK's chain reads these when the request is signed: empty profile files, no AWS_*
    // keys or role settings, no instance metadata (it would wait on a network here).
    const empty = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-aws-')), 'none');
    fs.writeFileSync(empty, '');
    for (const name of Object.keys(process.env))
      if (name.startsWith('AWS_') && name !== 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED')
        vi.stubEnv(name, undefined);
    vi.stubEnv('AWS_SHARED_CREDENTIALS_FILE', empty);
    vi.stubEnv('AWS_CONFIG_FILE', empty);
    vi.stubEnv('AWS_EC2_METADATA_DISABLED', 'true');
    try {
      const keyless = { ...bucket, accessKeyId: undefined, secretAccessKey: undefined };
      expect(await startFailure(keyless)).toMatch(
        /^Invalid environment: S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: no credentials for bucket "kinfolio-test-/,
      );
    } finally {
      vi.unstubAllEnvs();
      fs.rmSync(path.dirname(empty), { recursive: true, force: true });
    }
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

/**
 * A proxy in front of the test store that records every request (method and path with query)
 * and answers the first `throttleFirst` requests as S3 does when it throttles.
 */
async function startRecordingProxy(throttleFirst = 0) {
  const target = new URL(bucket.endpoint!);
  const requests: string[] = [];
  let throttled = 0;
  const proxy = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (throttled < throttleFirst) {
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
  const port = (proxy.address() as AddressInfo).port;
  return {
    settings: { ...bucket, endpoint: `http://127.0.0.1:${port}` },
    requests,
    throttled: () => throttled,
    close: () => new Promise<void>((r) => proxy.close(() => r())),
  };
}

describe('S3 storage under throttling', () => {
  it('retries a throttled call and succeeds', async () => {
    const proxy = await startRecordingProxy(2);
    try {
      const files = createS3Storage(proxy.settings);
      const id = randomUUID();
      await files.put(id, Buffer.from('sealed'));
      expect(proxy.throttled()).toBe(2);
      expect((await files.get(id)).toString()).toBe('sealed');
      await verifyFileStorage(
        { dataDir: '/nonexistent', storage: { driver: 's3', s3: bucket } },
        files,
      );
    } finally {
      await proxy.close();
    }
  });
});

describe('S3 storage streams', () => {
  it('sends a stream above 8 MB as a multipart upload, and a small one in one request', async () => {
    const proxy = await startRecordingProxy();
    try {
      const files = createS3Storage(proxy.settings);
      // CreateMultipartUpload is `POST <key>?uploads`; each part a PUT with a partNumber.
      const calls = (id: string) => {
        const mine = proxy.requests.filter((r) => r.includes(`/files/${id}`));
        return {
          create: mine.filter((r) => /^POST \S*\?uploads(=|&|$)/.test(r)).length,
          parts: mine.filter((r) => /^PUT \S*[?&]partNumber=/.test(r)).length,
          puts: mine.filter((r) => r.startsWith('PUT ')).length,
        };
      };

      // Two 4.5 MB chunks, so the SDK sees a stream, not one buffer, past the 8 MB part size.
      const big = randomBytes(9 * 1024 * 1024);
      const bigId = randomUUID();
      await files.putStream(
        bigId,
        Readable.from([big.subarray(0, big.length / 2), big.subarray(big.length / 2)]),
      );
      expect(big.length).toBeGreaterThan(MULTIPART_PART_BYTES);
      expect(calls(bigId)).toEqual({ create: 1, parts: 2, puts: 2 });
      expect((await files.get(bigId)).equals(big)).toBe(true);

      const small = randomBytes(64 * 1024);
      const smallId = randomUUID();
      await files.putStream(smallId, Readable.from([small]));
      expect(calls(smallId)).toEqual({ create: 0, parts: 0, puts: 1 });
      expect((await files.get(smallId)).equals(small)).toBe(true);
    } finally {
      await proxy.close();
    }
  }, 60_000);
});
