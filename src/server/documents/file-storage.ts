import type { Readable } from 'node:stream';

/** What a store knows of one stored object without reading it. */
export interface StoredObjectInfo {
  /** Bytes held (sealed bytes, as stored). */
  size: number;
}

/**
 * Where encrypted file bytes are kept, by stored-file id: local disk (DATA_DIR/files) or an
 * S3-compatible bucket (src/server/storage). Nothing else may touch the files directly. Every
 * write replaces an object whole or not at all, so a reader sees the old bytes or the new ones.
 */
export interface FileStorage {
  /** 'disk' or 's3'. */
  readonly driver: 'disk' | 's3';
  /** Where the bytes are, for operators' messages (a folder, or s3://bucket/prefix). */
  readonly location: string;
  put(id: string, bytes: Buffer): Promise<void>;
  /** Stores a stream without holding it whole; if the stream fails, nothing is kept under `id`. */
  putStream(id: string, body: Readable): Promise<void>;
  /** The whole object (small files, backups); FileNotFoundError when there is none. */
  get(id: string): Promise<Buffer>;
  /** The object as a stream; rejects with FileNotFoundError before any byte when there is none. */
  getStream(id: string): Promise<Readable>;
  /** Size of the object, or null when there is none. */
  stat(id: string): Promise<StoredObjectInfo | null>;
  /** Removes the object; a missing one is not an error. */
  delete(id: string): Promise<void>;
  /** Every id held, at once (moves, snapshots and tests: tools that need the whole set). */
  list(): Promise<string[]>;
  /**
   * Every id held, a page of at most `pageSize` at a time, so the hourly sweep's memory does not
   * grow with the installation. Ids removed meanwhile may or may not appear.
   */
  listPages(pageSize: number): AsyncIterable<string[]>;
  /** Throws when the store cannot be reached or used right now (readiness). */
  check(): Promise<void>;
  /**
   * Removes what interrupted writes left behind (a crashed process's temporary files), older
   * than `olderThanMs`; returns how many. An S3 bucket's unfinished multipart uploads are left
   * to its lifecycle rule (docs/deploy.md).
   */
  removeIncomplete(olderThanMs: number): Promise<number>;
}

/** Thrown when no object is stored under an id (code ENOENT, as the disk reports it). */
export class FileNotFoundError extends Error {
  readonly code = 'ENOENT';
  constructor(id: string) {
    super(`No stored file ${id}`);
  }
}

const ID = /^[0-9a-f-]{36}$/;

/** A stored-file id, checked: it becomes a file name or object key, never a path from outside. */
export function checkedFileId(id: string): string {
  if (!ID.test(id)) throw new Error('Invalid stored file id');
  return id;
}

/** True for the error a store throws when an object is missing. */
export const isFileMissing = (err: unknown) =>
  (err as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
