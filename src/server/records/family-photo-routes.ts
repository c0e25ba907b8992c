import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PROFILE_PHOTO_MAX_MB, PROFILE_PHOTO_TYPES } from '../../domain/profile-photo';
import { familyMembersKind, recordOutputSchema, type RecordJson } from '../../domain/records';
import { audit } from '../audit/audit-log';
import { requireUser } from '../auth/session-plugin';
import { uploadGuard } from '../billing/plan-guard';
import type { AppContext } from '../context';
import { DecryptionError } from '../crypto/aead';
import type { Database } from '../db/client';
import { familyMembers } from '../db/schema';
import { receiveUpload } from '../documents/read-upload';
import { sendStoredPhoto } from '../documents/send-photo';
import { cleanUpStoredFile, deleteFileRows } from '../documents/stored-files';
import { HttpError } from '../http/errors';
import { recordAccess } from '../trusted-people/access-history';
import { vaultGuard, vaultOwnerOf } from '../vault-scope/vault-scope';
import { openFor, presentRecord } from './record-codec';
import type { RecordHooks } from './record-hooks';
import type { RecordRow } from './record-table';

const kind = familyMembersKind;
const MAX_BYTES = PROFILE_PHOTO_MAX_MB * 1024 * 1024;
const notFound = () => new HttpError(404, `No such ${kind.singular}`);
const noPhoto = () => new HttpError(404, 'This family member has no photo.');
const idParams = z.object({ id: z.uuid('Record id must be a UUID') });
const photoParams = idParams.extend({ fileId: z.uuid('Photo id must be a UUID') });

/**
 * The family-member record's own routes leave the photo alone: its file id is set only here
 * (a PATCH naming one, e.g. the form sending back what it loaded, is dropped).
 */
export const familyMemberHooks: RecordHooks = {
  prepare(input) {
    const { photoFileId: _ignored, ...rest } = input;
    return rest;
  },
};

/**
 * A family member's photo (issue 41, docs/decisions/032), as the account's profile photo:
 * POST /api/family-members/:id/photo (multipart, field "file"; JPEG, PNG or GIF whose bytes match
 * its name, at most 5 MB), DELETE /api/family-members/:id/photo, and GET
 * /api/family-members/:id/photo/:fileId (that member's current photo only). Registered behind the
 * family area's vault check like the record routes: the owner, and a trusted person whose grant
 * covers the area (a viewer may only GET). Sealed under the owner's data key; replacing or
 * removing it removes the old file; each change is audited (and in the owner's access history
 * when a trusted person made it). A change answers the record, whose profileImageUrl names it.
 */
export function familyPhotoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const output = recordOutputSchema(kind);

  async function ownRow(tx: Database, id: string, ownerId: string) {
    const [row] = await tx
      .select()
      .from(familyMembers)
      .where(and(eq(familyMembers.id, id), eq(familyMembers.userId, ownerId)));
    return row as RecordRow | undefined;
  }

  async function present(row: RecordRow): Promise<RecordJson> {
    try {
      return presentRecord(kind, row, await openFor(ctx.keys, kind, row));
    } catch (err) {
      if (!(err instanceof DecryptionError)) throw err;
      return { ...presentRecord(kind, row, {}), locked: true };
    }
  }

  /** Stores `photoId` as the member's photo (null: none); returns the row and the photo replaced. */
  async function setPhoto(request: FastifyRequest, id: string, photoId: string | null) {
    const ownerId = vaultOwnerOf(request);
    await ctx.keys.dataKeyFor(ownerId); // PGlite has one connection: load it before the transaction
    return db.transaction(async (tx) => {
      const before = await ownRow(tx, id, ownerId);
      if (!before) throw notFound();
      const replaced = (before.photoFileId as string | null) ?? null;
      if (!photoId && !replaced) throw noPhoto();
      const [row] = await tx
        .update(familyMembers)
        .set({ photoFileId: photoId, updatedAt: new Date() })
        .where(and(eq(familyMembers.id, id), eq(familyMembers.userId, ownerId)))
        .returning();
      if (!row) throw notFound(); // deleted since the read above
      if (replaced) await deleteFileRows(tx, [replaced]);
      await audit(tx, request, {
        action: photoId ? 'family_member.photo_set' : 'family_member.photo_removed',
        message: photoId ? 'Family member photo set' : 'Family member photo removed',
        targetKind: kind.key,
        targetId: id,
      });
      await recordAccess(tx, request, request.vault, {
        action: 'update',
        area: kind.key,
        recordId: id,
      });
      return { row: row as RecordRow, replaced };
    });
  }

  /** The old photo's bytes go once the change has committed. */
  async function afterChange(replaced: string | null) {
    if (replaced) await ctx.files.delete(replaced).catch(() => {}); // else the sweep removes them
  }

  return async (app) => {
    app.addHook('preHandler', requireUser);
    // Whose vault, and may this person read or change the family area (404 / 403 as the records).
    app.addHook('preHandler', vaultGuard(ctx, kind.key));

    app.post(
      '/:id/photo',
      {
        preHandler: uploadGuard(ctx),
        schema: { params: idParams, response: { 200: output } },
      },
      async (request) => {
        const ownerId = vaultOwnerOf(request);
        const { id } = request.params;
        if (!(await ownRow(db, id, ownerId))) throw notFound();
        if (!request.isMultipart())
          throw new HttpError(
            415,
            'Send the photo as multipart/form-data in a field named "file".',
          );
        // Checked as it streams (type by name and bytes, size), sealed under the owner's key.
        const upload = await receiveUpload(ctx, request, ownerId, MAX_BYTES, PROFILE_PHOTO_TYPES);
        let changed;
        try {
          changed = await setPhoto(request, id, upload.id);
        } catch (err) {
          await cleanUpStoredFile(ctx, upload.id);
          throw err;
        }
        await afterChange(changed.replaced);
        return present(changed.row);
      },
    );

    app.delete(
      '/:id/photo',
      { schema: { params: idParams, response: { 200: output } } },
      async (request) => {
        const changed = await setPhoto(request, request.params.id, null);
        await afterChange(changed.replaced);
        return present(changed.row);
      },
    );

    app.get('/:id/photo/:fileId', { schema: { params: photoParams } }, async (request, reply) => {
      const ownerId = vaultOwnerOf(request);
      const { id, fileId } = request.params;
      const row = await ownRow(db, id, ownerId);
      if (!row) throw notFound();
      // Only this member's current photo: never another file, nor another record's photo.
      if (row.photoFileId !== fileId) throw noPhoto();
      return sendStoredPhoto(ctx, reply, fileId, ownerId, noPhoto);
    });
  };
}
