import { expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { readInWorker } from './import-reader';

const csv = (rows: number) =>
  Buffer.from(`Full Name,Relationship\n${'Ann Smith,Child\n'.repeat(rows)}`);
/** What the main thread gathers for a CSV's planning: nothing remembered, no family yet. */
const facts = { remembered: {}, familyMembers: [] };

it('stops a reading past its deadline with a 400 naming the file, then reads the next file', async () => {
  // A 9 MB CSV takes far longer than 20 ms to parse: the worker is stopped, not waited for.
  const big = readInWorker(
    { kind: 'file', fileName: 'big.csv', bytes: csv(560_000), area: 'family-members', csv: facts },
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
    csv: facts,
  });
  // Read AND planned in the worker (issue 40): the rows come back mapped and validated.
  expect(next).toMatchObject({
    kind: 'csv',
    parsed: {
      format: 'csv',
      headers: ['Full Name', 'Relationship'],
      mapping: { 'family-members': { 'Full Name': 'name', Relationship: 'relationship' } },
      mappingErrors: [],
      candidates: [
        { row: 2, values: { name: 'Ann Smith', relationship: 'Child' }, errors: [] },
        { row: 3, values: { name: 'Ann Smith', relationship: 'Child' }, errors: [] },
      ],
    },
  });
});

it("plans with what the main thread gathered: the remembered mapping and the family's names", async () => {
  const read = await readInWorker({
    kind: 'file',
    fileName: 'medical.csv',
    bytes: Buffer.from('Patient,Doctor Called\nann smith,Dr. Who\n'),
    area: 'medical-information',
    csv: {
      remembered: {
        'medical-information': { Patient: 'familyMemberId', 'Doctor Called': 'doctorName' },
      },
      familyMembers: [{ id: '6f1c2d3e-0000-4000-8000-000000000001', name: 'Ann Smith' }],
    },
  });
  expect(read).toMatchObject({
    kind: 'csv',
    parsed: {
      mapping: {
        'medical-information': { Patient: 'familyMemberId', 'Doctor Called': 'doctorName' },
      },
      candidates: [
        {
          row: 2,
          errors: [],
          input: { familyMemberId: '6f1c2d3e-0000-4000-8000-000000000001', doctorName: 'Dr. Who' },
        },
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
    csv: facts,
  });
  await expect(refused).rejects.toBeInstanceOf(HttpError);
  await expect(refused).rejects.toMatchObject({
    statusCode: 400,
    message: '"scan.pdf" is not a CSV, OFX or Kinfolio export file.',
  });
});
