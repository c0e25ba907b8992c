import { expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { readInWorker } from './import-reader';

const csv = (rows: number) =>
  Buffer.from(`Full Name,Relationship\n${'Ann Smith,Child\n'.repeat(rows)}`);

it('stops a reading past its deadline with a 400 naming the file, then reads the next file', async () => {
  // A 9 MB CSV takes far longer than 20 ms to parse: the worker is stopped, not waited for.
  const big = readInWorker(
    { kind: 'file', fileName: 'big.csv', bytes: csv(560_000), area: 'family-members' },
    20,
  );
  await expect(big).rejects.toMatchObject({
    statusCode: 400,
    message:
      '"big.csv" took more than 0.02 seconds to read, so it was not imported. Check that it is a CSV, OFX or Kinfolio export file, or split it into smaller files.',
  });
  const next = await readInWorker({
    kind: 'file',
    fileName: 'small.csv',
    bytes: csv(2),
    area: 'family-members',
  });
  expect(next).toEqual({
    kind: 'csv',
    table: {
      delimiter: ',',
      headers: ['Full Name', 'Relationship'],
      rows: [
        { row: 2, cells: ['Ann Smith', 'Child'] },
        { row: 3, cells: ['Ann Smith', 'Child'] },
      ],
    },
  });
});

it("passes a file's own refusal back as the HttpError it was", async () => {
  const refused = readInWorker({
    kind: 'file',
    fileName: 'scan.pdf',
    bytes: Buffer.from('%PDF-1.4\n'),
    area: 'all',
  });
  await expect(refused).rejects.toBeInstanceOf(HttpError);
  await expect(refused).rejects.toMatchObject({
    statusCode: 400,
    message: '"scan.pdf" is not a CSV, OFX or Kinfolio export file.',
  });
});
