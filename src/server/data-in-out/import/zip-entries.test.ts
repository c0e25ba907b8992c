import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { zipWithCopies } from './testing/zip-bomb';
import { ZipEntries } from './zip-entries';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-zip-entries-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const MB = 1024 * 1024;

/** Reads an entry to its end, keeping nothing. */
async function drain(zip: ZipEntries, name: string) {
  let size = 0;
  for await (const piece of await zip.stream(name, 10 * MB)) size += piece.length;
  return size;
}

it("counts an entry's check and its storage as one read, and any further read in full", async () => {
  // Before: an entry already read counted nothing, so one 10 MB entry could be unpacked again
  // and again without ever reaching the cap on what one import unpacks (210 MB).
  const file = path.join(dir, 'bomb.zip');
  fs.writeFileSync(file, zipWithCopies(Buffer.alloc(10 * MB, 0x20), ['files/a.txt']));
  const zip = await ZipEntries.open(file, 'bomb.zip');
  try {
    expect(await drain(zip, 'files/a.txt')).toBe(10 * MB); // checked
    expect(await drain(zip, 'files/a.txt')).toBe(10 * MB); // stored: still 10 MB in all
    let reads = 2;
    const refused = await (async () => {
      for (; reads < 40; reads++) await drain(zip, 'files/a.txt');
    })().then(
      () => null,
      (err: { statusCode?: number; message: string }) => err,
    );
    expect(refused).toMatchObject({
      statusCode: 413,
      message:
        "The export's entries unpack to more than 210 MB in all (at files/a.txt); one import reads at most that much.",
    });
    // 10 MB for the first two reads, then 10 MB each: the 23rd would pass 210 MB.
    expect(reads).toBe(22);
  } finally {
    zip.close();
  }
});
