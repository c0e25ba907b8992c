import type { AppConfig, S3Settings } from '../config';
import { ConfigError } from '../config';
import type { FileStorage } from '../documents/file-storage';
import { createDiskStorage } from './disk-storage';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

type StorageSettings = Pick<AppConfig, 'dataDir' | 'storage'>;

/** The configured driver: DATA_DIR/files, or the S3 bucket when STORAGE_DRIVER=s3. */
export function createFileStorage(
  config: StorageSettings,
  options?: S3StorageOptions,
): FileStorage {
  if (config.storage.driver === 's3' && config.storage.s3)
    return createS3Storage(config.storage.s3, options);
  return createDiskStorage(config.dataDir);
}

/** What an S3 error's name and status say went wrong, in terms of the variable to fix. */
export function explainS3Failure(err: unknown, s3: S3Settings): string {
  const e = err as {
    name?: string;
    code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const status = e?.$metadata?.httpStatusCode;
  const where = s3.endpoint ?? `AWS S3 (${s3.region})`;
  // No keys set and nothing in the SDK's own chain: the request never left this machine, so
  // "cannot reach" (the fall-through below) would send the operator to the wrong variable.
  if (e?.name === 'CredentialsProviderError')
    return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: no credentials for bucket "${s3.bucket}". Set both, or run where the AWS SDK finds some (AWS_* variables, a profile, an instance or task role).`;
  if (status === 404 || e?.name === 'NoSuchBucket' || e?.name === 'NotFound')
    return `S3_BUCKET: there is no bucket "${s3.bucket}" at ${where}. Create it, or fix S3_BUCKET (and S3_ENDPOINT).`;
  if (
    status === 403 ||
    status === 401 ||
    /AccessDenied|InvalidAccessKeyId|SignatureDoesNotMatch/.test(e?.name ?? '')
  )
    return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: ${where} refused these credentials for bucket "${s3.bucket}" (${status ?? e?.name}).`;
  if (
    status === 301 ||
    e?.name === 'PermanentRedirect' ||
    e?.name === 'AuthorizationHeaderMalformed'
  )
    return `S3_REGION: bucket "${s3.bucket}" is in another region than "${s3.region}".`;
  const detail = e?.code ?? e?.name ?? 'error';
  return `S3_ENDPOINT: cannot reach ${where} for bucket "${s3.bucket}" (${detail}${e?.message ? `: ${e.message}` : ''}).`;
}

/**
 * Checks the configured store at start: for S3, the bucket exists and the credentials are
 * accepted (HeadBucket). Throws a ConfigError naming the variable to fix.
 */
export async function verifyFileStorage(config: StorageSettings, files: FileStorage) {
  try {
    await files.check();
  } catch (err) {
    if (files.driver === 's3' && config.storage.s3)
      throw new ConfigError(`Invalid environment: ${explainS3Failure(err, config.storage.s3)}`);
    throw new ConfigError(
      `Invalid environment: DATA_DIR: cannot write stored files in ${files.location} (${(err as Error).message}).`,
    );
  }
}
