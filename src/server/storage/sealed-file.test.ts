import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { seal } from '../crypto/aead';
import type { DataKey } from '../crypto/vault-keys';
import { CHUNK_BYTES, openSealedStream, readAll, sealedFileKeyId, sealStream } from './sealed-file';

const key: DataKey = { id: 'k1', key: randomBytes(32) };
const other: DataKey = { id: 'k2', key: randomBytes(32) };
const ROW = 'stored_files:11111111-1111-4111-8111-111111111111:user-a';
const keys = async (id: string) => (id === key.id ? key : other);

/** Seals in uneven pieces, as a network delivers them. */
async function sealed(plain: Buffer, row = ROW, dataKey = key) {
  const pieces = [];
  for (let at = 0; at < plain.length; at += 10_007) pieces.push(plain.subarray(at, at + 10_007));
  return readAll(sealStream(Readable.from(pieces), dataKey, row));
}
const opened = async (bytes: Buffer, row = ROW) =>
  readAll(await openSealedStream(Readable.from([bytes]), keys, row));

describe('sealed-file format', () => {
  it.each([1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES + 5])(
    'opens what it sealed (%i bytes), and holds no plaintext',
    async (size) => {
      const plain = randomBytes(size);
      const bytes = await sealed(plain);
      expect((await opened(bytes)).equals(plain)).toBe(true);
      if (size >= 16) expect(bytes.includes(plain.subarray(0, 16))).toBe(false);
      expect(await sealedFileKeyId(Readable.from([bytes]))).toBe('k1');
    },
  );

  it('refuses a file moved to another row, cut off, reordered, extended or altered', async () => {
    const plain = randomBytes(3 * CHUNK_BYTES + 100);
    const bytes = await sealed(plain);
    const headerLength = bytes.length - plain.length - 4 * 16;
    const unit = CHUNK_BYTES + 16;
    const chunk = (i: number) =>
      bytes.subarray(headerLength + i * unit, headerLength + (i + 1) * unit);
    const header = bytes.subarray(0, headerLength);
    const attempts = {
      otherRow: () => opened(bytes, ROW.replace('user-a', 'user-b')),
      cutAtChunk: () => opened(Buffer.concat([header, chunk(0), chunk(1), chunk(2)])),
      cutMidChunk: () => opened(bytes.subarray(0, bytes.length - 50)),
      reordered: () => opened(Buffer.concat([header, chunk(1), chunk(0), chunk(2), chunk(3)])),
      repeated: () => opened(Buffer.concat([header, chunk(0), chunk(0), chunk(2), chunk(3)])),
      extended: () => opened(Buffer.concat([bytes, chunk(3)])),
      flipped: () => {
        const copy = Buffer.from(bytes);
        copy[headerLength + 70_000] ^= 1;
        return opened(copy);
      },
    };
    for (const [name, attempt] of Object.entries(attempts))
      await expect(attempt(), name).rejects.toThrow(/does not open|cut short/);
  });

  it('still opens files sealed whole in the earlier format', async () => {
    const plain = Buffer.from('%PDF-1.4 an old upload');
    const legacy = Buffer.from(seal(key.key, key.id, plain, ROW), 'utf8');
    expect((await opened(legacy)).equals(plain)).toBe(true);
    expect(await sealedFileKeyId(Readable.from([legacy]))).toBe('k1');
    await expect(opened(legacy, ROW.replace('user-a', 'user-b'))).rejects.toThrow();
  });

  it('asks for the key before answering, so a locked vault fails before any byte', async () => {
    const bytes = await sealed(Buffer.from('hello'));
    const locked = async () => {
      throw new Error('vault locked');
    };
    await expect(openSealedStream(Readable.from([bytes]), locked, ROW)).rejects.toThrow(
      'vault locked',
    );
  });
});
