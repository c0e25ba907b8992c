import type * as S3Sdk from '@aws-sdk/client-s3';
import type * as S3Uploads from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { S3Settings } from '../config';
import { checkedFileId, FileNotFoundError, type FileStorage } from '../documents/file-storage';
import { loadOnFirstUse } from '../load-on-first-use';

/** The AWS SDK, loaded only by a server that stores files in S3 (or moves them there). */
const s3Sdk = loadOnFirstUse<typeof S3Sdk>('@aws-sdk/client-s3');
const s3Uploads = loadOnFirstUse<typeof S3Uploads>('@aws-sdk/lib-storage');

/** Objects are `files/<stored-file id>`: nothing about the user in the key or its metadata. */
export const OBJECT_PREFIX = 'files/';

/** Streams are sent in one request up to this size, and as a multipart upload above it. */
export const MULTIPART_PART_BYTES = 8 * 1024 * 1024;

/** Tuning that tests change; production uses the defaults. */
export interface S3StorageOptions {
  /** Objects listed per request (S3's maximum and default is 1000). */
  listPageSize?: number;
  /** Attempts per call, throttling and 5xx included (default 5, with adaptive backoff). */
  maxAttempts?: number;
}

/** The S3 client for these settings (also used by the start-up check and the move command). */
export function createS3Client(
  settings: S3Settings,
  options: S3StorageOptions = {},
): S3Sdk.S3Client {
  const { S3Client } = s3Sdk();
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Unset: the SDK's own chain (AWS_* variables, an instance or task role).
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Retries with backoff on throttling (503 SlowDown, 429) and server errors; "adaptive"
    // also slows this client down while the store keeps throttling it.
    maxAttempts: options.maxAttempts ?? 5,
    retryMode: 'adaptive',
    // Checksums only where S3 requires them: MinIO, R2, B2 and older stores reject or ignore
    // the newer default CRC32 trailers on streamed uploads (docs/decisions/016).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000 },
  });
}

/** An S3 "not found" answer (GetObject says NoSuchKey, HeadObject only 404). */
export function isS3NotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Stored files as objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze
 * B2). The bytes arrive sealed (stored-files.ts); uploads stream, in parts above 8 MB.
 */
export function createS3Storage(settings: S3Settings, options: S3StorageOptions = {}): FileStorage {
  const client = createS3Client(settings, options);
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
  } = s3Sdk();
  const { Upload } = s3Uploads();
  // Readiness and start-up checks say how the store is now: one attempt, no backoff.
  const probe = createS3Client(settings, { ...options, maxAttempts: 1 });
  const Bucket = settings.bucket;
  const keyOf = (id: string) => `${OBJECT_PREFIX}${checkedFileId(id)}`;

  async function putStream(id: string, body: Readable) {
    // The source's own error (a refused or cut-off upload) is the one to report, not the
    // multipart abort that follows it.
    let sourceError: unknown;
    body.once('error', (err) => (sourceError ??= err));
    const upload = new Upload({
      client,
      params: { Bucket, Key: keyOf(id), Body: body, ContentType: 'application/octet-stream' },
      partSize: MULTIPART_PART_BYTES,
      queueSize: 2, // at most ~3 parts (24 MB) of one upload in memory
    });
    try {
      await upload.done();
    } catch (err) {
      throw sourceError ?? err;
    }
  }

  async function getStream(id: string): Promise<Readable> {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(id) }));
      return res.Body as Readable;
    } catch (err) {
      throw isS3NotFound(err) ? new FileNotFoundError(id) : err;
    }
  }

  /** The bucket's ids, one listing request (at most `MaxKeys` objects) a page. */
  async function* listPages(MaxKeys?: number): AsyncGenerator<string[]> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket,
          Prefix: OBJECT_PREFIX,
          ContinuationToken,
          ...(MaxKeys ? { MaxKeys } : {}),
        }),
      );
      const ids: string[] = [];
      for (const object of page.Contents ?? []) {
        const id = object.Key?.slice(OBJECT_PREFIX.length);
        if (id && /^[0-9a-f-]{36}$/.test(id)) ids.push(id);
      }
      if (ids.length > 0) yield ids;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    driver: 's3',
    location: `s3://${Bucket}/${OBJECT_PREFIX}`,
    async put(id, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(id),
          Body: bytes,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    putStream,
    async get(id) {
      const chunks: Buffer[] = [];
      for await (const chunk of await getStream(id)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    getStream,
    async stat(id) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(id) }));
        return { size: res.ContentLength ?? 0 };
      } catch (err) {
        if (isS3NotFound(err)) return null;
        throw err;
      }
    },
    async delete(id) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(id) }));
    },
    async list() {
      const ids: string[] = [];
      for await (const page of listPages(options.listPageSize)) ids.push(...page);
      return ids;
    },
    listPages: (pageSize) => listPages(Math.min(pageSize, options.listPageSize ?? 1000)),
    async check() {
      await probe.send(new HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(5_000),
      });
    },
    removeIncomplete: async () => 0,
  };
}
