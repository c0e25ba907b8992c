// BENCH_SCENARIOS=import: 5,000 family members from one CSV through POST /api/imports/commit
// (parse, validate with the kind's schema, duplicate check, seal each row, 500-row INSERTs in one
// transaction), timed end to end, against the same kind of row POSTed one at a time through
// POST /api/family-members (200 rows, scaled to 5,000) in the same run.
import { performance } from 'node:perf_hooks';
import type { BenchUser } from './api';
import type { ServerProcess } from './processes';

export const IMPORT_ROWS = 5000;
const ONE_BY_ONE_ROWS = 200;
/** The budget: 5,000 valid rows in under 10 s on PGlite. */
export const IMPORT_TARGET_SECONDS = 10;

const RELATIONS = ['Spouse', 'Child', 'Parent', 'Sibling', 'Cousin', 'Other'];

/** The i-th family member, as a CSV row and as a JSON body. */
function person(i: number) {
  return {
    name: `Person ${i} Example`,
    relationship: RELATIONS[i % RELATIONS.length],
    dateOfBirth: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`,
    cellPhone: `555${String(1000000 + i).slice(-7)}`,
    address: `${i} Oak Street`,
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
  };
}

function csvOf(rows: number): string {
  const header = 'Full Name,Relationship,Date of Birth,Cell Phone,Address,City,State,ZIP Code';
  const lines = Array.from({ length: rows }, (_, i) => Object.values(person(i)).join(','));
  return `${header}\r\n${lines.join('\r\n')}\r\n`;
}

async function postImport(app: ServerProcess, user: BenchUser, step: string, csv: string) {
  const form = new FormData();
  form.append('area', 'family-members');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'family.csv');
  const started = performance.now();
  const res = await fetch(`${app.baseUrl}/api/imports/${step}`, {
    method: 'POST',
    headers: { cookie: user.cookie },
    body: form,
  });
  const body = (await res.json()) as { imported?: Record<string, number>; message?: string };
  if (res.status !== 200) throw new Error(`${step} answered ${res.status}: ${body.message}`);
  return { seconds: (performance.now() - started) / 1000, body };
}

/** Runs the scenario on the measured server; returns what the report records. */
export async function benchImport(
  app: ServerProcess,
  importUser: BenchUser,
  oneByOneUser: BenchUser,
) {
  const csv = csvOf(IMPORT_ROWS);
  const preview = await postImport(app, importUser, 'preview', csv);
  const commit = await postImport(app, importUser, 'commit', csv);
  if (commit.body.imported?.['family-members'] !== IMPORT_ROWS)
    throw new Error(`import stored ${JSON.stringify(commit.body.imported)}, not ${IMPORT_ROWS}`);

  const started = performance.now();
  for (let i = 0; i < ONE_BY_ONE_ROWS; i++) {
    const res = await fetch(`${app.baseUrl}/api/family-members`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: oneByOneUser.cookie },
      body: JSON.stringify(person(i)),
    });
    if (res.status !== 201) throw new Error(`POST /api/family-members answered ${res.status}`);
    await res.arrayBuffer();
  }
  const perRow = (performance.now() - started) / 1000 / ONE_BY_ONE_ROWS;
  const oneByOneSeconds = perRow * IMPORT_ROWS;
  const result = {
    rows: IMPORT_ROWS,
    csvBytes: Buffer.byteLength(csv),
    previewSeconds: round2(preview.seconds),
    importSeconds: round2(commit.seconds),
    rowsPerSecond: Math.round(IMPORT_ROWS / commit.seconds),
    oneByOneSecondsScaled: round2(oneByOneSeconds),
    speedupOverOneByOne: round2(oneByOneSeconds / commit.seconds),
    targetSeconds: IMPORT_TARGET_SECONDS,
    withinTarget: commit.seconds < IMPORT_TARGET_SECONDS,
  };
  console.log(
    `\nimport: ${IMPORT_ROWS} family members from a ${(result.csvBytes / 1024).toFixed(0)} KB CSV\n` +
      `  preview ${result.previewSeconds} s; commit ${result.importSeconds} s (${result.rowsPerSecond} rows/s, target < ${IMPORT_TARGET_SECONDS} s: ${result.withinTarget ? 'met' : 'MISSED'})\n` +
      `  one POST per row: ${(perRow * 1000).toFixed(1)} ms/row over ${ONE_BY_ONE_ROWS} rows, ${result.oneByOneSecondsScaled} s for ${IMPORT_ROWS} (import is ${result.speedupOverOneByOne}x faster)`,
  );
  return result;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
