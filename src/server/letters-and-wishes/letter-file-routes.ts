import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { letterUploadAnswer } from '../../domain/letter-file';
import { lettersAndWishesKind, LETTER_FILE_TYPES, type RecordJson } from '../../domain/records';
import { audit } from '../audit/audit-log';
import { requireUser } from '../auth/session-plugin';
import { uploadGuard } from '../billing/plan-guard';
import type { AppContext } from '../context';
import { DecryptionError } from '../crypto/aead';
import { lettersAndWishes } from '../db/schema';
import { maxLetterUploadBytes, sendStoredFile } from '../documents/file-routes';
import { receiveUpload } from '../documents/read-upload';
import { findOwnFile, openFileStream } from '../documents/stored-files';
import { HttpError } from '../http/errors';
import { openFor, presentRecord } from '../records/record-codec';
import type { RecordRow } from '../records/record-table';
import { recordAccess } from '../trusted-people/access-history';
import { lettersAccess, lettersScope, readableItems } from './letters-guard';

const idParams = z.object({ id: z.uuid('Letter id must be a UUID') });
const noFile = () => new HttpError(404, 'No such file');

/** The owner's own letter, opened in their session; undefined when it is not theirs. */
async function ownLetter(ctx: AppContext, ownerId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(lettersAndWishes)
    .where(and(eq(lettersAndWishes.id, id), eq(lettersAndWishes.userId, ownerId)));
  if (!row) return undefined;
  try {
    const opened = await openFor(ctx.keys, lettersAndWishesKind, row as RecordRow);
    return presentRecord(lettersAndWishesKind, row as RecordRow, opened);
  } catch (err) {
    if (err instanceof DecryptionError) return undefined; // locked: its file will not open either
    throw err;
  }
}

/**
 * A letter's file (issue 29), through the documents' one upload path and file store, sealed under
 * the owner's after key instead of the data key:
 * - POST /api/letters-and-wishes/upload: the owner only (someone else's vault: 404 before the
 *   release, 403 after); checked by content (a scan: PDF, JPEG, PNG; a recording: MP3, M4A,
 *   MP4) and held to the admin's Letters & Wishes limit (not the documents'); a letter's `filePath` then attaches it, and
 *   replacing or removing it there removes the stored file (letters-hooks.ts).
 * - GET /api/letters-and-wishes/:id/file: to the owner, and to the people the letter names,
 *   exactly as its text (lettersAccess, readableItems): after the release with the reader's own
 *   copy of the after key, or final wishes readable now through a live grant. Anyone else: 404.
 */
export function letterFileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireUser);

    app.post(
      '/letters-and-wishes/upload',
      { preHandler: uploadGuard(ctx), schema: { response: { 201: letterUploadAnswer } } },
      async (request, reply) => {
        const scope = await lettersScope(ctx, request, request.currentUser!.id);
        if (!request.isMultipart())
          throw new HttpError(415, 'Send the file as multipart/form-data in a field named "file".');
        const limit = await maxLetterUploadBytes(ctx);
        const upload = await receiveUpload(
          ctx,
          request,
          scope.ownerId,
          limit,
          LETTER_FILE_TYPES,
          undefined,
          true,
        );
        await audit(ctx.db, request, {
          action: 'file.upload',
          message: 'Letter file uploaded',
          targetKind: 'file',
          targetId: upload.id,
        });
        return reply.code(201).send({
          fileName: upload.fileName,
          filePath: upload.id,
          fileSize: upload.size,
          mimeType: upload.mimeType,
        });
      },
    );

    app.get(
      '/letters-and-wishes/:id/file',
      { schema: { params: idParams } },
      async (request, reply) => {
        const me = request.currentUser!;
        const { scope, reading } = await lettersAccess(ctx, request, me.id);
        const reader = reading ? me.id : scope.ownerId;
        const letter: RecordJson | undefined = reading
          ? (await readableItems(ctx, scope.ownerId, me.id, reading)).find(
              (item) => item.id === request.params.id,
            )
          : await ownLetter(ctx, scope.ownerId, request.params.id);
        const fileId = typeof letter?.filePath === 'string' ? letter.filePath : null;
        if (!fileId) throw noFile();
        const file = await findOwnFile(ctx, ctx.db, fileId, scope.ownerId, 'letter', reader);
        if (!file) throw noFile();
        const body = await openFileStream(ctx, file); // streamed, never whole in memory
        await recordAccess(ctx.db, request, scope, {
          action: 'download',
          area: lettersAndWishesKind.key,
          recordId: request.params.id,
        });
        await audit(ctx.db, request, {
          action: 'file.download',
          message: 'Letter file downloaded',
          targetKind: 'file',
          targetId: file.id,
        });
        // As a document's file: its own sandboxed origin, never cached.
        return sendStoredFile(reply, file, body);
      },
    );
  };
}
