import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guessDocument } from '../../domain/document-drop/guess-document';
import {
  documentUploadAnswer,
  documentUploadQuery,
} from '../../domain/document-drop/upload-answer';
import { audit } from '../audit/audit-log';
import { requireUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { uploadGuard } from '../billing/plan-guard';
import { HttpError } from '../http/errors';
import { getSetting } from '../settings/system-settings';
import { fileUrlOf } from './document-hooks';
import { readDocumentText, TEXT_SOURCE_TYPES } from './read-document-text';
import { receiveUpload } from './read-upload';
import { findOwnFile, openFileStream } from './stored-files';
import { recordAccess } from '../trusted-people/access-history';
import { vaultForArea } from '../vault-scope/vault-scope';

/** A PDF or Word file up to this size is read for its words when a guess is asked for. */
const TEXT_SOURCE_MAX_BYTES = 10 * 1024 * 1024;

/** Upload limit from the admin setting "max file size in MB" (10 by default). */
export async function maxUploadBytes(ctx: AppContext): Promise<number> {
  const mb = Number(await getSetting(ctx.db, 'max_file_size_mb'));
  return (Number.isFinite(mb) && mb > 0 ? mb : 10) * 1024 * 1024;
}

/**
 * A Letters & Wishes file's limit: its own admin setting (100 MB by default, a few minutes of
 * phone video), apart from the documents' (issue 45; docs/decisions/030).
 */
export async function maxLetterUploadBytes(ctx: AppContext): Promise<number> {
  const mb = Number(await getSetting(ctx.db, 'max_letter_file_size_mb'));
  return (Number.isFinite(mb) && mb > 0 ? mb : 100) * 1024 * 1024;
}

/** RFC 6266 filename parameters: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends a stored file's bytes. Shown inline, so the file opens as a page of our origin:
 * `sandbox` gives it a unique origin with no scripts, cookies or forms, whatever a crafted file
 * tries; never cached, as it holds a person's records.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { mimeType: string; fileName: string },
  body: unknown,
) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}

/**
 * POST /api/documents/upload (with `?guess=true`, also what the file seems to be: a dropped
 * file becomes a document with that title and type) and GET /api/files/:id (the vault's files
 * only, to its owner and to a trusted person whose scope has documents).
 */
export function fileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireUser);

    app.post(
      '/documents/upload',
      // A lapsed account may not add files (only when billing is configured).
      {
        preHandler: uploadGuard(ctx),
        schema: { querystring: documentUploadQuery, response: { 201: documentUploadAnswer } },
      },
      async (request, reply) => {
        // An editor's upload into an owner's vault is the owner's file, sealed under their key.
        const scope = await vaultForArea(ctx, request, 'documents');
        const limit = await maxUploadBytes(ctx);
        if (!request.isMultipart())
          throw new HttpError(415, 'Send the file as multipart/form-data in a field named "file".');
        const wantsGuess = request.query.guess;
        // Streamed through the content checks and sealing into the store (read-upload.ts); for a
        // guess, a PDF's or Word file's plaintext is also kept in memory to read its words.
        const { id, fileName, size, mimeType, bytes } = await receiveUpload(
          ctx,
          request,
          scope.ownerId,
          limit,
          undefined,
          wantsGuess ? { types: TEXT_SOURCE_TYPES, upTo: TEXT_SOURCE_MAX_BYTES } : undefined,
        );
        // The words only feed the guess: neither they nor the bytes are kept past this answer.
        const text = bytes
          ? await readDocumentText({ mimeType, bytes }, undefined, (m) => request.log.warn(m))
          : '';
        await audit(ctx.db, request, {
          action: 'file.upload',
          message: 'File uploaded',
          targetKind: 'file',
          targetId: id,
        });
        return reply.code(201).send({
          fileName,
          fileUrl: fileUrlOf(id),
          filePath: id,
          fileSize: size,
          mimeType,
          ...(wantsGuess ? { guess: guessDocument(fileName, text) } : {}),
        });
      },
    );

    app.get(
      '/files/:id',
      { schema: { params: z.object({ id: z.uuid('File id must be a UUID') }) } },
      async (request, reply) => {
        const scope = await vaultForArea(ctx, request, 'documents');
        const file = await findOwnFile(ctx, ctx.db, request.params.id, scope.ownerId);
        if (!file) throw new HttpError(404, 'No such file');
        await recordAccess(ctx.db, request, scope, {
          action: 'download',
          area: 'documents',
          recordId: file.documentId,
        });
        const body = await openFileStream(ctx, file); // streamed, never whole in memory
        await audit(ctx.db, request, {
          action: 'file.download',
          message: 'File downloaded',
          targetKind: 'file',
          targetId: file.id,
        });
        return sendStoredFile(reply, file, body);
      },
    );
  };
}
