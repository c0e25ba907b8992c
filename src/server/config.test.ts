import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('works with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:5000',
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('stops with a message naming a bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('keeps files on disk unless STORAGE_DRIVER=s3 names a bucket, and names what is wrong', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'disk', s3: undefined });
    const s3 = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'family-vault',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3.storage).toEqual({
      driver: 's3',
      s3: {
        bucket: 'family-vault',
        region: 'us-east-1',
        endpoint: 'https://s3.example.com',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
    // move-files reads the bucket while the server still keeps files on disk.
    expect(loadConfig({ STORAGE_DRIVER: 'disk', S3_BUCKET: 'family-vault' }).storage.driver).toBe(
      'disk',
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'cloud' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'family-vault' })).toThrow(
      /STORAGE_DRIVER: S3_BUCKET is set/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'Bad_Name' })).toThrow(/S3_BUCKET/);
    expect(() =>
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'nope' }),
    ).toThrow(/S3_ENDPOINT/);
    expect(() =>
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'ok-bucket', S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() =>
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'ok-bucket', S3_FORCE_PATH_STYLE: 'yes' }),
    ).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(loadConfig({}).shutdownTimeoutMs).toBe(25_000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });
});
