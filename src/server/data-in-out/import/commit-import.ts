import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ImportArea, ImportResult } from '../../../domain/imports/import-api';
import {
  RECORD_KINDS,
  recordKindByKey,
  type RecordKind,
  type RecordKindKey,
} from '../../../domain/records';
import { audit } from '../../audit/audit-log';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { importMappings, storedFiles } from '../../db/schema';
import { checkStorageRoom } from '../../documents/storage-quota';
import { cleanUpStoredFile, storeFileStream } from '../../documents/stored-files';
import { checklistHooks } from '../../records/checklist-hooks';
import { sealRow } from '../../crypto/row-sealer';
import { afterSealed, sealFor, splitInput } from '../../records/record-codec';
import type { WriteContext } from '../../records/record-hooks';
import { tableOf } from '../../records/record-table';
import type { ImportCandidate, ParsedImport } from './import-candidate';
import { checkPlanForImport } from './import-limits';
import { insertSnapshots } from './snapshot-import';

/** Rows per INSERT statement (15 columns x 500 rows stays far below PostgreSQL's 65,535 parameters). */
const BATCH = 500;

/** The user's calendar-day rules (checklist completion) as the record routes apply them. */
async function prepared(kind: RecordKind, input: Record<string, unknown>, timeZone?: string) {
  if (kind.key !== 'estate-checklist-items') return input;
  return checklistHooks.prepare!(input, { timeZone } as WriteContext);
}

/** One record table row, sealed exactly as POST does: plain columns, one ciphertext bound to row and user. */
async function rowOf(
  ctx: AppContext,
  kind: RecordKind,
  userId: string,
  c: ImportCandidate,
  timeZone?: string,
) {
  const { plain, sealed } = splitInput(kind, await prepared(kind, c.input!, timeZone));
  const row: Record<string, unknown> = {
    ...plain,
    id: c.newId!,
    userId,
    sealed: await sealFor(ctx.keys, kind, c.newId!, userId, sealed, plain),
  };
  if (c.source?.createdAt) row.createdAt = c.source.createdAt;
  if (c.source?.updatedAt) row.updatedAt = c.source.updatedAt;
  return row;
}

/** The words of one area's audit entry: counts only, never contents. */
function auditMessage(
  kind: RecordKind,
  format: string,
  added: number,
  updated: number,
  skipped: number,
) {
  const parts = [`${added} added`];
  if (updated) parts.push(`${updated} updated`);
  if (skipped) parts.push(`${skipped} duplicates skipped`);
  return `Imported ${kind.plural} from ${format === 'records-json' ? 'records.json' : format.toUpperCase()} (${parts.join(', ')})`;
}

/**
 * Stores a previewed import, all or nothing: the documents' files are sealed and stored first,
 * streamed from the upload as uploads are (each with its stored_files row, unattached, so the
 * orphan sweep never takes the bytes for leftovers), then every record is inserted (500 per
 * statement), the files attached to their documents, balances updated, one 'records.import'
 * audit entry written per area, the CSV mapping remembered and records.json's net worth history
 * added, in ONE transaction. If anything fails the transaction rolls back and the files stored
 * are removed, rows and bytes: nothing changes.
 */
export async function commitImport(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
  parsed: ParsedImport,
  area: ImportArea,
  timeZone?: string,
): Promise<ImportResult> {
  const adding = (c: ImportCandidate) => Boolean(c.newId) && !c.skipped;
  const counts: Partial<Record<RecordKindKey, number>> = {};
  for (const c of parsed.candidates) if (adding(c)) counts[c.area] = (counts[c.area] ?? 0) + 1;
  await checkPlanForImport(ctx, userId, counts);
  // The account's storage quota, for every file the import adds at once (413 before any is kept).
  const addedBytes = parsed.candidates.reduce(
    (n, c) => n + (c.file && adding(c) ? c.file.size : 0),
    0,
  );
  if (addedBytes) await checkStorageRoom(ctx.db, userId, addedBytes);
  await ctx.keys.dataKeyFor(userId); // PGlite has one connection: load the key before the transaction

  const fileIds = new Map<ImportCandidate, string>();
  const written: string[] = [];
  const result: ImportResult = { message: '', imported: {}, updated: {}, skipped: 0 };
  let historyDays = 0;
  try {
    for (const c of parsed.candidates) {
      if (!c.file || !adding(c)) continue;
      const { name, mimeType } = c.file;
      // A letter's file is sealed under the after key, as its upload is (letter-file-routes.ts).
      // (Final wishes readable now: the data key, as their row, decision 030.)
      const after = afterSealed(recordKindByKey(c.area)!, c.input ?? {});
      const file = await c.file.open();
      const stored = await storeFileStream(ctx, userId, { name, mimeType }, file, { after });
      written.push(stored.id);
      fileIds.set(c, stored.id);
    }
    await ctx.db.transaction(async (tx) => {
      for (const kind of RECORD_KINDS) {
        const mine = parsed.candidates.filter((c) => c.area === kind.key);
        if (!mine.length) continue;
        const table = tableOf(kind);
        const rows = [];
        for (const c of mine.filter(adding)) {
          const fileId = fileIds.get(c);
          if (fileId)
            c.input = {
              ...c.input,
              filePath: fileId,
              fileName: c.file!.name,
              fileSize: c.file!.size,
              mimeType: c.file!.mimeType,
            };
          rows.push(await rowOf(ctx, kind, userId, c, timeZone));
        }
        for (let i = 0; i < rows.length; i += BATCH)
          await tx.insert(table).values(rows.slice(i, i + BATCH));
        // A document's stored file names its document back; a letter's is named by the letter only.
        for (const c of kind.key === 'documents' ? mine : []) {
          const fileId = fileIds.get(c);
          if (fileId)
            await tx
              .update(storedFiles)
              .set({ documentId: c.newId! })
              .where(and(eq(storedFiles.id, fileId), eq(storedFiles.userId, userId)));
        }
        const updates = mine.filter((c) => c.updates && c.balanceField);
        for (const c of updates)
          await tx
            .update(table)
            .set({ [c.balanceField!]: c.input![c.balanceField!] ?? null, updatedAt: new Date() })
            .where(and(eq(table.id, c.updates!.id), eq(table.userId, userId)));
        const skipped = mine.filter((c) => c.skipped).length;
        result.imported[kind.key] = rows.length;
        if (updates.length) result.updated[kind.key] = updates.length;
        result.skipped += skipped;
        await audit(tx, request, {
          action: 'records.import',
          message: auditMessage(kind, parsed.format, rows.length, updates.length, skipped),
          targetKind: kind.key,
        });
      }
      if (parsed.format === 'csv') await rememberMappings(ctx, tx, userId, parsed, area);
      if (parsed.netWorthSnapshots?.length) {
        historyDays = await insertSnapshots(tx, userId, parsed.netWorthSnapshots);
        await audit(tx, request, {
          action: 'records.import',
          message: `Imported net worth history from records.json (${historyDays} days added)`,
          targetKind: 'net-worth',
        });
      }
    });
  } catch (err) {
    for (const id of written) await cleanUpStoredFile(ctx, id).catch(() => {});
    throw err;
  }
  const added = Object.values(result.imported).reduce((a, b) => a + b, 0);
  const updated = Object.values(result.updated).reduce((a, b) => a + b, 0);
  result.message = [
    `Imported ${added} ${added === 1 ? 'record' : 'records'}`,
    updated ? `, updated ${updated}` : '',
    result.skipped
      ? `; ${result.skipped} ${result.skipped === 1 ? 'duplicate' : 'duplicates'} skipped`
      : '',
    '.',
    historyDays
      ? ` Net worth history: ${historyDays} ${historyDays === 1 ? 'day' : 'days'} added.`
      : '',
  ].join('');
  return result;
}

/** Where a remembered mapping is bound: the ciphertext opens only as this user's, this area's. */
export const mappingIdentity = (userId: string, area: string) => ({
  table: 'import_mappings',
  rowId: area,
  userId,
});

/**
 * Remembers each area's CSV mapping (header -> field) for the user's next import, sealed: a file
 * without a header row names its columns with its first row's values.
 */
async function rememberMappings(
  ctx: AppContext,
  tx: Database,
  userId: string,
  parsed: ParsedImport,
  area: ImportArea,
) {
  for (const [key, sent] of Object.entries(parsed.mapping)) {
    if (area !== 'all' && key !== area) continue;
    // '' remembers a column the user left out (the value type is header -> field).
    const mapping = Object.fromEntries(Object.entries(sent).map(([h, f]) => [h, f ?? '']));
    const sealed = await sealRow(ctx.keys, mappingIdentity(userId, key), {
      mapping: JSON.stringify(mapping),
    });
    if (!sealed) continue;
    await tx
      .insert(importMappings)
      .values({ userId, area: key, sealed })
      .onConflictDoUpdate({
        target: [importMappings.userId, importMappings.area],
        set: { sealed, updatedAt: sql`now()` },
      });
  }
}
