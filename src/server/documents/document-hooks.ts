import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../context';
import { lettersAndWishes, storedFiles } from '../db/schema';
import { HttpError } from '../http/errors';
import type { RecordHooks, WriteContext } from '../records/record-hooks';
import { deleteFileRows, findOwnFile, type StoredFileKind } from './stored-files';

/** Where a stored file is served to its owner. */
export const fileUrlOf = (fileId: string) => `/api/files/${fileId}`;

/** Removes a stored file's row now and its bytes once the change has committed. */
async function discardFile(ctx: AppContext, w: WriteContext, fileId: string) {
  await deleteFileRows(w.tx, [fileId]);
  w.afterCommit(() => ctx.files.delete(fileId));
}

/** How one kind's records hold a file: which stored files they take, and where it is served. */
interface FileHolder {
  kind: Exclude<StoredFileKind, 'photo'>;
  /** The record's file's address (the API answer's fileUrl). */
  urlOf(recordId: string, fileId: string): string;
  /** Takes the upload for this record; a 400 when another record holds it already. */
  claim(w: WriteContext, file: { id: string; documentId: string | null }): Promise<void>;
}

const TAKEN = 'File: this upload belongs to another document.';

/** Documents: the stored file's row names its document back (document_id). */
const documentFiles: FileHolder = {
  kind: 'document',
  urlOf: (_recordId, fileId) => fileUrlOf(fileId),
  async claim(w, file) {
    if (file.documentId && file.documentId !== w.rowId) throw new HttpError(400, TAKEN);
    await w.tx.update(storedFiles).set({ documentId: w.rowId }).where(eq(storedFiles.id, file.id));
  },
};

/**
 * Letters (issue 29): the letter names its file and nothing names it back (document_id stays a
 * document's), so "another letter holds it" is asked of the letters. Served by the letter's own
 * route, which checks who may read the letter (letter-file-routes.ts).
 */
export const letterFiles: FileHolder = {
  kind: 'letter',
  urlOf: (recordId) => `/api/letters-and-wishes/${recordId}/file`,
  async claim(w, file) {
    const [other] = await w.tx
      .select({ id: lettersAndWishes.id })
      .from(lettersAndWishes)
      .where(and(eq(lettersAndWishes.filePath, file.id), ne(lettersAndWishes.id, w.rowId)));
    if (other) throw new HttpError(400, 'File: this upload belongs to another letter.');
  },
};

/**
 * A record kind's file on the generic CRUD (documents, letters): `filePath` names an upload of
 * the same user (of the kind's stored files); the server fills the file's name, size and type
 * from it, and replacing or removing a file removes the stored bytes. Deleting the record keeps
 * them: the record waits in Recently deleted with its file (recently-deleted/trash-store.ts).
 */
export function attachedFileHooks(
  ctx: AppContext,
  holder: FileHolder,
): Required<Pick<RecordHooks, 'prepare' | 'present'>> {
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
        const file = await findOwnFile(ctx, w.tx, next, w.userId, holder.kind);
        if (!file) throw new HttpError(400, 'File: no such upload. Upload the file again.');
        await holder.claim(w, file);
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
      const fileId = record.filePath as string | null | undefined;
      return { ...record, fileUrl: fileId ? holder.urlOf(record.id, fileId) : null };
    },
  };
}

/** Documents extend the generic CRUD with their file (POST /api/documents/upload). */
export function documentHooks(ctx: AppContext): RecordHooks {
  return attachedFileHooks(ctx, documentFiles);
}
