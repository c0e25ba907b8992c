import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config';
import { createS3Client } from '../s3-storage';

/** An S3-compatible server for tests, and fresh buckets on it. */
export interface S3TestServer {
  endpoint: string;
  /** Creates an empty bucket with a unique name and returns its settings. */
  newBucket(): Promise<S3Settings>;
  /** The environment a server process needs to use these settings. */
  envOf(settings: S3Settings): Record<string, string>;
  close(): Promise<void>;
}

// s3rver (npm) serves the S3 REST API from a folder. Its ListObjectsV2 continuation tokens use
// DES, which OpenSSL 3 only offers with the legacy provider: hence a process of its own.
const CHILD = `
const S3rver = require(process.argv[1]);
new S3rver({ port: 0, address: '127.0.0.1', directory: process.argv[2], silent: true })
  .run()
  .then((a) => process.stdout.write(JSON.stringify({ port: a.port }) + '\\n'));
process.stdin.on('end', () => process.exit(0)); // the test run is gone: so are we
process.stdin.resume();
`;

/**
 * Starts s3rver on a random port with a temporary folder (credentials S3RVER/S3RVER), or uses
 * the server TEST_S3_ENDPOINT names (MinIO, or a real bucket's endpoint) with
 * TEST_S3_ACCESS_KEY_ID, TEST_S3_SECRET_ACCESS_KEY and TEST_S3_REGION.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const external = process.env.TEST_S3_ENDPOINT;
  let endpoint: string;
  let stop = async () => {};
  const credentials = external
    ? {
        accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY ?? '',
      }
    : { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  if (external) {
    endpoint = external;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-s3-'));
    const entry = createRequire(import.meta.url).resolve('s3rver');
    const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', CHILD, entry, dir], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const line = out.split('\n')[0];
        if (out.includes('\n')) resolve((JSON.parse(line) as { port: number }).port);
      });
      child.once('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
    });
    endpoint = `http://127.0.0.1:${port}`;
    stop = async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.stdin!.end();
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const region = process.env.TEST_S3_REGION ?? 'us-east-1';
  return {
    endpoint,
    async newBucket() {
      const settings: S3Settings = {
        bucket: `kinfolio-test-${randomBytes(6).toString('hex')}`,
        region,
        endpoint,
        forcePathStyle: true,
        ...credentials,
      };
      const client = createS3Client(settings);
      await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
      client.destroy();
      return settings;
    },
    envOf(settings) {
      return {
        STORAGE_DRIVER: 's3',
        S3_BUCKET: settings.bucket,
        S3_REGION: settings.region,
        S3_ENDPOINT: settings.endpoint ?? '',
        S3_ACCESS_KEY_ID: settings.accessKeyId ?? '',
        S3_SECRET_ACCESS_KEY: settings.secretAccessKey ?? '',
        S3_FORCE_PATH_STYLE: String(settings.forcePathStyle),
      };
    },
    close: () => stop(),
  };
}
