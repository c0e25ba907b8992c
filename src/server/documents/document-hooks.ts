import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { storedFiles } from '../db/schema';
import { HttpError } from '../http/errors';
import type { RecordHooks, WriteContext } from '../records/record-hooks';
import { deleteFileRows, findOwnFile } from './stored-files';

/** Where a stored file is served to its owner. */
export const fileUrlOf = (fileId: string) => `/api/files/${fileId}`;

/** Removes a stored file's row now and its bytes once the change has committed. */
async function discardFile(ctx: AppContext, w: WriteContext, fileId: string) {
  await deleteFileRows(w.tx, [fileId]);
  w.afterCommit(() => ctx.files.delete(fileId));
}

/**
 * Documents extend the generic CRUD with their file: `filePath` names an upload of the same
 * user (POST /api/documents/upload); the server fills the file's name, size and type from it,
 * and replacing or removing a file, or deleting the document, removes the stored bytes.
 */
export function documentHooks(ctx: AppContext): RecordHooks {
  return {
    async prepare(input, w) {
      if (!('filePath' in input)) return input;
      const previous = (w.existing?.filePath as string | null | undefined) ?? null;
      const next = (input.filePath as string | null | undefined) ?? null;
      if (next === previous) return input;
      const facts = {
        fileName: null as string | null,
        fileSize: null as number | null,
        mimeType: null as string | null,
      };
      if (next) {
        const file = await findOwnFile(ctx, w.tx, next, w.userId);
        if (!file) throw new HttpError(400, 'File: no such upload. Upload the file again.');
        if (file.documentId && file.documentId !== w.rowId)
          throw new HttpError(400, 'File: this upload belongs to another document.');
        await w.tx.update(storedFiles).set({ documentId: w.rowId }).where(eq(storedFiles.id, next));
        Object.assign(facts, {
          fileName: file.fileName,
          fileSize: file.size,
          mimeType: file.mimeType,
        });
      }
      if (previous) await discardFile(ctx, w, previous);
      return { ...input, ...facts };
    },
    present(record) {
      return { ...record, fileUrl: record.filePath ? fileUrlOf(record.filePath as string) : null };
    },
    async afterDelete(row, w) {
      if (row.filePath) await discardFile(ctx, w, row.filePath as string);
    },
  };
}
