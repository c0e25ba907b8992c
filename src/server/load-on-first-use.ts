import { createRequire } from 'node:module';

const requireFromHere = createRequire(import.meta.url);

/**
 * A package the server needs only on some paths (PDF files, Stripe, an S3 bucket), loaded the
 * first time it is asked for instead of at start. Loaded at start, those three held ~10 MB of
 * heap and ~25 MB of resident memory in every server, including the many that never write a PDF
 * nor sell nor use S3 (issue 33's memory budget). `require` keeps the callers synchronous; each
 * package ships a CommonJS build. Use it with a type-only import:
 *
 *   import type * as S3Sdk from '@aws-sdk/client-s3';
 *   const s3Sdk = loadOnFirstUse<typeof S3Sdk>('@aws-sdk/client-s3');
 *   new (s3Sdk().S3Client)(...)
 */
export function loadOnFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireFromHere(name) as T);
}
