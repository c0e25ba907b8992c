import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { CIPHER, DecryptionError, open, sealedKeyId } from '../crypto/aead';
import type { DataKey } from '../crypto/vault-keys';

/**
 * The sealed-file format (docs/decisions/016), so a file of any size is sealed and opened in
 * 64 KiB pieces without ever being whole in memory:
 *
 *   header  = "\x89KFS" | 0x02 | keyId length (1 byte) | keyId | salt (32 random bytes)
 *   chunk i = AES-256-GCM(fileKey, nonce_i, plaintext_i, aad = header | row identity) | tag
 *
 * fileKey and a 7-byte nonce prefix come from HKDF-SHA256(data key, salt, row identity); nonce_i
 * = prefix | i (4 bytes) | 1 on the last chunk, else 0 (the STREAM construction). Every chunk
 * but the last holds exactly 64 KiB, so a reordered, dropped, repeated or cut-off chunk, a file
 * moved to another row or user, or a changed header fails to open.
 *
 * Files sealed before this format (`v1.<keyId>.<nonce>.<ciphertext>` as text, one GCM seal of
 * the whole file) still open; they were at most the upload limit and are read whole.
 */
export const CHUNK_BYTES = 64 * 1024;

const MAGIC = Buffer.from([0x89, 0x4b, 0x46, 0x53]);
const VERSION = 2;
const SALT_BYTES = 32;
const PREFIX_BYTES = 7;
const SEALED_CHUNK = CHUNK_BYTES + CIPHER.tagBytes;
const LEGACY = Buffer.from('v1.');

/** How a stored file was sealed, read from its first bytes. */
export type SealedFileHeader =
  | { format: 'chunked'; keyId: string; bytes: Buffer; salt: Buffer }
  | { format: 'whole'; keyId: string };

interface FileCipher {
  key: Buffer;
  prefix: Buffer;
  aad: Buffer;
}

function fileCipher(dataKey: DataKey, header: Buffer, salt: Buffer, identity: string): FileCipher {
  const okm = Buffer.from(
    hkdfSync('sha256', dataKey.key, salt, `kinfolio:stored-file:v2:${identity}`, 32 + PREFIX_BYTES),
  );
  return {
    key: okm.subarray(0, 32),
    prefix: okm.subarray(32),
    aad: Buffer.concat([header, Buffer.from(identity, 'utf8')]),
  };
}

function nonceOf(c: FileCipher, index: number, last: boolean): Buffer {
  if (index > 0xffffffff) throw new Error('File too large for the sealed-file format');
  const nonce = Buffer.alloc(CIPHER.nonceBytes);
  c.prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, PREFIX_BYTES);
  nonce[11] = last ? 1 : 0;
  return nonce;
}

function sealChunk(c: FileCipher, index: number, last: boolean, plain: Buffer): Buffer {
  const cipher = createCipheriv(CIPHER.node, c.key, nonceOf(c, index, last));
  cipher.setAAD(c.aad);
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function openChunk(c: FileCipher, index: number, last: boolean, sealed: Buffer): Buffer {
  if (sealed.length < CIPHER.tagBytes) throw new DecryptionError('Sealed file is cut short');
  try {
    const decipher = createDecipheriv(CIPHER.node, c.key, nonceOf(c, index, last));
    decipher.setAAD(c.aad);
    const tagAt = sealed.length - CIPHER.tagBytes;
    decipher.setAuthTag(sealed.subarray(tagAt));
    return Buffer.concat([decipher.update(sealed.subarray(0, tagAt)), decipher.final()]);
  } catch {
    throw new DecryptionError('Sealed file does not open with this key and row, or was altered');
  }
}

/** Bytes pulled from an async source, handed out in exact sizes. */
class ByteQueue {
  private parts: Buffer[] = [];
  length = 0;
  ended = false;
  constructor(private readonly source: AsyncIterator<Buffer | Uint8Array | string>) {}

  /** Pulls until more than `n` bytes are held or the source ends. */
  async fillPast(n: number) {
    while (!this.ended && this.length <= n) {
      const next = await this.source.next();
      if (next.done) this.ended = true;
      else this.push(Buffer.from(next.value as Uint8Array));
    }
  }

  push(chunk: Buffer) {
    if (chunk.length === 0) return;
    this.parts.push(chunk);
    this.length += chunk.length;
  }

  take(n: number): Buffer {
    const whole = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts);
    const out = whole.subarray(0, n);
    const rest = whole.subarray(n);
    this.parts = rest.length ? [rest] : [];
    this.length = rest.length;
    return out;
  }

  async close() {
    await this.source.return?.();
  }
}

/** Seals plaintext as it arrives: the header, then 64 KiB chunks, the last one marked. */
async function* sealChunks(
  plaintext: AsyncIterable<Buffer | Uint8Array | string>,
  dataKey: DataKey,
  identity: string,
): AsyncGenerator<Buffer> {
  const keyId = Buffer.from(dataKey.id, 'utf8');
  if (keyId.length > 255) throw new Error('Key id too long for the sealed-file format');
  const salt = randomBytes(SALT_BYTES);
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION, keyId.length]), keyId, salt]);
  const c = fileCipher(dataKey, header, salt, identity);
  yield header;
  const queue = new ByteQueue(plaintext[Symbol.asyncIterator]());
  try {
    for (let index = 0; ; index++) {
      await queue.fillPast(CHUNK_BYTES);
      // A chunk is the last one only when nothing follows it.
      const last = queue.ended && queue.length <= CHUNK_BYTES;
      yield sealChunk(c, index, last, queue.take(Math.min(CHUNK_BYTES, queue.length)));
      if (last) return;
    }
  } finally {
    await queue.close();
  }
}

/** The sealed form of `plaintext` as a byte stream, bound to the stored file's row identity. */
export function sealStream(
  plaintext: AsyncIterable<Buffer | Uint8Array | string>,
  dataKey: DataKey,
  identity: string,
): Readable {
  return Readable.from(sealChunks(plaintext, dataKey, identity), { objectMode: false });
}

/** Reads and parses the header; for a file of the old format, reads the whole file. */
async function readHeader(queue: ByteQueue): Promise<SealedFileHeader & { whole?: string }> {
  await queue.fillPast(MAGIC.length + 1);
  const start = queue.take(Math.min(queue.length, MAGIC.length + 2));
  if (start.subarray(0, LEGACY.length).equals(LEGACY)) {
    await queue.fillPast(Infinity);
    const text = Buffer.concat([start, queue.take(queue.length)]).toString('utf8');
    return { format: 'whole', keyId: sealedKeyId(text), whole: text };
  }
  if (start.length < MAGIC.length + 2 || !start.subarray(0, 4).equals(MAGIC))
    throw new DecryptionError('Not a sealed file');
  if (start[4] !== VERSION) throw new DecryptionError(`Unknown sealed-file version ${start[4]}`);
  const keyIdLength = start[5];
  await queue.fillPast(keyIdLength + SALT_BYTES - 1);
  if (queue.length < keyIdLength + SALT_BYTES)
    throw new DecryptionError('Sealed file is cut short');
  const rest = queue.take(keyIdLength + SALT_BYTES);
  return {
    format: 'chunked',
    keyId: rest.subarray(0, keyIdLength).toString('utf8'),
    salt: rest.subarray(keyIdLength),
    bytes: Buffer.concat([start, rest]),
  };
}

/** The key id a stored file names (read from its header, then the stream is released). */
export async function sealedFileKeyId(sealed: Readable): Promise<string> {
  const queue = new ByteQueue(sealed[Symbol.asyncIterator]());
  try {
    return (await readHeader(queue)).keyId;
  } finally {
    await queue.close();
    sealed.destroy();
  }
}

async function* openChunks(queue: ByteQueue, c: FileCipher): AsyncGenerator<Buffer> {
  try {
    for (let index = 0; ; index++) {
      await queue.fillPast(SEALED_CHUNK);
      const last = queue.ended && queue.length <= SEALED_CHUNK;
      const plain = openChunk(c, index, last, queue.take(Math.min(SEALED_CHUNK, queue.length)));
      if (plain.length) yield plain;
      if (last) return;
    }
  } finally {
    await queue.close();
  }
}

/**
 * Opens a stored file (either format) as a plaintext stream. The header is read and the key
 * asked for before this resolves, so a locked vault or an unknown format is an error here, not
 * mid-download; a chunk that fails to open errors the stream.
 */
export async function openSealedStream(
  sealed: Readable,
  keyFor: (keyId: string) => Promise<DataKey>,
  identity: string,
): Promise<Readable> {
  const queue = new ByteQueue(sealed[Symbol.asyncIterator]());
  try {
    const header = await readHeader(queue);
    const dataKey = await keyFor(header.keyId);
    if (header.format === 'whole')
      return Readable.from([open(dataKey.key, header.whole!, identity)], { objectMode: false });
    const c = fileCipher(dataKey, header.bytes, header.salt, identity);
    return Readable.from(openChunks(queue, c), { objectMode: false });
  } catch (err) {
    await queue.close();
    sealed.destroy();
    throw err;
  }
}

/** Reads a whole stream into one buffer (small files and tests). */
export async function readAll(
  stream: AsyncIterable<Buffer | Uint8Array | string>,
): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts);
}
