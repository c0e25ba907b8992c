import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { areaColumns, areaRow } from '../../../domain/data-export/area-csv';
import { toCsv } from '../../../domain/data-export/csv';
import {
  areaCsvFileName,
  EXECUTOR_PLAN_CSV_FILE_NAME,
  EXECUTOR_PLAN_CSV_HEADER,
  NET_WORTH_CSV_FILE_NAME,
  NET_WORTH_CSV_HEADER,
  README_FILE_NAME,
  readmeText,
} from '../../../domain/data-export/readme';
import {
  RECORDS_JSON_FILE_NAME,
  RECORDS_JSON_FORMAT,
  RECORDS_JSON_VERSION,
  type ExportedFile,
  type ExportedRecord,
  type RecordsJson,
} from '../../../domain/data-export/records-json';
import { filePaths } from '../../../domain/data-export/zip-paths';
import { RECORD_KINDS, type RecordJson, type RecordKindKey } from '../../../domain/records';
import { cardTitle, RECORD_DISPLAYS } from '../../../domain/records/display';
import type { AppContext } from '../../context';
import { isFileMissing } from '../../documents/file-storage';
import { openFileStream, type StoredFileInfo } from '../../documents/stored-files';
import { loadSnapshots } from '../../net-worth/net-worth-snapshots';
import { exportedPlanTicks } from './plan-ticks-export';
import { attachedFiles, loadUserRecords, profilePhoto } from './user-records';
import type { zipStream } from './zip-stream';

/** The ZIP folder of letters' files (files/<folder>/<name>, beside the documents' categories). */
const LETTERS_FOLDER = 'Letters and Wishes';

/** The ZIP folder of family members' photos (issue 41). */
const FAMILY_PHOTOS_FOLDER = 'Family Photos';

/** Kinds whose records hold a file (a family member's: the photo), named in records.json as `file`. */
const HOLDS_FILE: ReadonlySet<RecordKindKey> = new Set([
  'documents',
  'letters-and-wishes',
  'family-members',
]);

/** Types already compressed (a second pass only costs CPU): stored as they are. */
const STORED_AS_IS = /^(application\/pdf|image\/|audio\/|video\/|application\/vnd\.openxmlformats)/;

/**
 * A file's decrypted bytes as a stream: the one place the download reads file contents, one
 * file at a time and a piece at a time, so a large file never sits in memory whole.
 */
function readDocumentFile(ctx: AppContext, file: StoredFileInfo): Promise<Readable> {
  return openFileStream(ctx, file);
}

/** Where the profile photo goes in the ZIP: profile-photo.<its extension>. */
const PROFILE_PHOTO_PATH = (fileName: string) =>
  `profile-photo${/\.(jpe?g|png|gif)$/i.exec(fileName)?.[0].toLowerCase() ?? ''}`;

/** Passes a file's pieces through, counting and hashing them on the way. */
function measured(source: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  let size = 0;
  return {
    async *pieces() {
      for await (const piece of source) {
        hash.update(piece);
        size += piece.length;
        yield piece;
      }
    },
    result: () => ({ size, sha256: hash.digest('hex') }),
  };
}

/** What the log and audit may say of a download: counts, never contents. */
export interface ExportSummary {
  records: number;
  files: number;
  /** Files whose bytes were missing from storage (left out, listed with file: null). */
  missingFiles: number;
}

/**
 * Everything one user owns, loaded (records decrypted, files' facts, snapshots) before the
 * answer starts, so a failure here is still a clean error; the files' bytes are read later,
 * one at a time, while the ZIP streams out (see `write`).
 */
export async function prepareUserExport(
  ctx: AppContext,
  input: { userId: string; applicationName: string; now: Date },
) {
  const { userId, applicationName, now } = input;
  const records = await loadUserRecords(ctx, userId);
  const documents = records.get('documents') ?? [];
  const letters = records.get('letters-and-wishes') ?? [];
  const family = records.get('family-members') ?? [];
  // Documents' files under their category; letters' files (opened with the owner's own after
  // key: this is the owner's session) under one folder of their own.
  const withFiles = [
    ...documents.map((record) => ({ record, folder: record.category as string | null })),
    ...letters.map((record) => ({ record, folder: LETTERS_FOLDER })),
    ...family.map((record) => ({ record, folder: FAMILY_PHOTOS_FOLDER })),
  ];
  const files = new Map([
    ...(await attachedFiles(ctx, userId, documents)),
    ...(await attachedFiles(ctx, userId, letters, 'letter')),
    ...(await attachedFiles(ctx, userId, family, 'photo')),
  ]);
  const photo = await profilePhoto(ctx, userId);
  const snapshots = await loadSnapshots(ctx.db, userId);
  const planTicks = await exportedPlanTicks(ctx, userId, records);
  const recordCount = [...records.values()].reduce((n, list) => n + list.length, 0);
  const fileBytes = [...files.values()].reduce((n, f) => n + f.size, photo?.size ?? 0);
  // Text is deflated, roughly halving it; files are mostly stored as they are.
  const textBytes =
    Buffer.byteLength(JSON.stringify([...records.values()])) + snapshots.length * 80;
  const estimatedBytes = fileBytes + Math.ceil(textBytes * 0.6) + files.size * 200 + 4096;

  async function write(zip: ReturnType<typeof zipStream>): Promise<ExportSummary> {
    const paths = filePaths();
    const exported = new Map<string, ExportedFile>();
    let missingFiles = 0;
    for (const { record: doc, folder } of withFiles) {
      const info = files.get(doc.id);
      if (!info) continue;
      let source: Readable;
      try {
        source = await readDocumentFile(ctx, info);
      } catch (err) {
        if (!isFileMissing(err)) throw err;
        missingFiles += 1;
        continue;
      }
      const path = paths.next(folder, info.fileName);
      const file = measured(source);
      await zip.addStream(path, file.pieces(), !STORED_AS_IS.test(info.mimeType));
      exported.set(doc.id, {
        path,
        originalName: info.fileName,
        mimeType: info.mimeType,
        ...file.result(),
      });
    }

    // The profile photo is the person's too: beside the documents' files, under its own name.
    let photoPath: string | undefined;
    if (photo) {
      try {
        const source = measured(await readDocumentFile(ctx, photo));
        photoPath = PROFILE_PHOTO_PATH(photo.fileName);
        await zip.addStream(photoPath, source.pieces(), false);
      } catch (err) {
        if (!isFileMissing(err)) throw err;
        missingFiles += 1;
      }
    }

    const titles = referenceTitles(records);
    for (const kind of RECORD_KINDS) {
      const columns = areaColumns(kind, RECORD_DISPLAYS[kind.key]);
      const rows = (records.get(kind.key) ?? []).map((record) =>
        areaRow(kind, columns, record, {
          referenceTitle: titles,
          filePath: (id) => exported.get(id)?.path,
        }),
      );
      await zip.add(
        areaCsvFileName(kind.key),
        toCsv(
          columns.map((c) => c.header),
          rows,
        ),
      );
    }
    await zip.add(
      NET_WORTH_CSV_FILE_NAME,
      toCsv(
        NET_WORTH_CSV_HEADER,
        snapshots.map((s) => [
          s.day,
          s.bank,
          s.investments,
          s.realEstate,
          s.businessInterests,
          s.debts,
          s.netWorth,
        ]),
      ),
    );

    // The executor's plan: the steps ticked off (the one thing an executor writes, kept here).
    await zip.add(
      EXECUTOR_PLAN_CSV_FILE_NAME,
      toCsv(
        EXECUTOR_PLAN_CSV_HEADER,
        planTicks.map((t) => [t.title, t.step, t.doneBy, t.doneAt]),
      ),
    );

    const exportedAt = now.toISOString();
    await zip.add(
      README_FILE_NAME,
      readmeText({
        applicationName,
        exportedAt,
        areas: RECORD_KINDS.map((kind) => ({
          key: kind.key,
          title: RECORD_DISPLAYS[kind.key].title,
          records: records.get(kind.key)?.length ?? 0,
        })),
        files: exported.size,
        snapshots: snapshots.length,
        planTicks: planTicks.length,
        profilePhoto: photoPath,
      }),
    );

    // Last, because it lists each file's checksum, known once the file has gone out.
    const file: RecordsJson = {
      format: RECORDS_JSON_FORMAT,
      formatVersion: RECORDS_JSON_VERSION,
      exportedAt,
      app: { name: applicationName },
      areas: Object.fromEntries(
        RECORD_KINDS.map((kind) => [
          kind.key,
          (records.get(kind.key) ?? []).map((record) => asExported(kind.key, record, exported)),
        ]),
      ) as RecordsJson['areas'],
      netWorthSnapshots: snapshots,
      executorPlanTicks: planTicks,
    };
    await zip.add(RECORDS_JSON_FILE_NAME, JSON.stringify(file, null, 2));
    zip.end();
    return { records: recordCount, files: exported.size, missingFiles };
  }

  return { estimatedBytes, recordCount, fileCount: files.size, write };
}

/** A record as records.json holds it: no derived fileUrl; documents and letters name their file in the ZIP. */
function asExported(
  kindKey: RecordKindKey,
  record: RecordJson,
  exported: ReadonlyMap<string, ExportedFile>,
): ExportedRecord {
  const { fileUrl: _derived, ...rest } = record;
  void _derived;
  return HOLDS_FILE.has(kindKey) ? { ...rest, file: exported.get(record.id) ?? null } : rest;
}

/** The card title of a referenced record (a medical record's family member), by kind and id. */
function referenceTitles(records: ReadonlyMap<RecordKindKey, RecordJson[]>) {
  const cache = new Map<string, Map<string, string>>();
  return (kindKey: string, id: string): string | undefined => {
    let titles = cache.get(kindKey);
    if (!titles) {
      const kind = RECORD_KINDS.find((k) => k.key === kindKey);
      const list = records.get(kindKey as RecordKindKey) ?? [];
      titles = new Map(
        kind ? list.map((r) => [r.id, cardTitle(RECORD_DISPLAYS[kind.key], kind, r)]) : [],
      );
      cache.set(kindKey, titles);
    }
    return titles.get(id);
  };
}
