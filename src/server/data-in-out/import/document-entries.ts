import type { ExportedFile } from '../../../domain/data-export/records-json';
import { IMPORT_LIMITS } from '../../../domain/imports/import-api';
import { HttpError } from '../../http/errors';
import type { ZipEntries } from './zip-entries';

/** The most bytes of documents' files one import stores: an export ZIP's own size limit. */
export const STORED_FILES_LIMIT = IMPORT_LIMITS.maxZipBytes;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en-US')} MB`;

/**
 * Checks, before a byte of them is read, the documents' files records.json names in the ZIP: one
 * entry may be the file of one document only (else a small ZIP could name one large entry for
 * thousands of documents and have it read and stored thousands of times), and the files that
 * would be read and stored (those within the size limit for their file, each entry's `maxFileBytes`) may add up to
 * STORED_FILES_LIMIT at most, judged on the larger of the ZIP's and records.json's sizes. Each
 * refusal is a 4xx naming the problem; nothing is imported.
 */
export function checkDocumentEntries(
  zip: ZipEntries,
  fileName: string,
  documents: { label: string; file: ExportedFile; maxFileBytes: number }[],
): void {
  const owner = new Map<string, string>();
  let total = 0;
  for (const { label, file, maxFileBytes } of documents) {
    const entry = zip.entries.get(file.path);
    if (!entry) continue; // not in the ZIP: imported without its file (a warning says so)
    const first = owner.get(file.path);
    if (first)
      throw new HttpError(
        400,
        `records.json names ${file.path} as the file of two documents (${first} and ${label}); each document's file is its own entry in the ZIP, so nothing was imported.`,
      );
    owner.set(file.path, label);
    const size = Math.max(entry.uncompressedSize, file.size);
    if (size <= maxFileBytes) total += size;
  }
  if (total > STORED_FILES_LIMIT)
    throw new HttpError(
      413,
      `The documents' files in "${fileName}" come to ${mb(total)}; one import stores at most ${mb(STORED_FILES_LIMIT)} of files (the size limit of an export ZIP), so nothing was imported.`,
    );
}
