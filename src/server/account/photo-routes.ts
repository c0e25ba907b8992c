import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_PHOTO_MAX_MB, PROFILE_PHOTO_TYPES } from '../../domain/profile-photo';
import { publicUserSchema } from '../../domain/user';
import { audit } from '../audit/audit-log';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { receiveUpload } from '../documents/read-upload';
import { sendStoredPhoto } from '../documents/send-photo';
import { cleanUpStoredFile, deleteFileRows } from '../documents/stored-files';
import { HttpError } from '../http/errors';
import { presentUser } from '../users/user-presenter';
import { accountGone } from './account-routes';

const MAX_BYTES = PROFILE_PHOTO_MAX_MB * 1024 * 1024;
const noPhoto = () => new HttpError(404, 'You have no profile photo.');

/**
 * The profile photo (Account Settings): POST /api/account/photo (multipart, field "file"; a
 * JPEG, PNG or GIF whose bytes match its name, at most 5 MB), DELETE /api/account/photo, and
 * GET /api/account/photo/:id (the owner's current photo only). Stored sealed under the owner's
 * data key like a document's file; replacing or removing it removes the old file; both are
 * audited. The answer of a change is the user, whose profileImageUrl names the new photo.
 */
export function photoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const present = (row: typeof users.$inferSelect) =>
    presentUser(row, { billingConfigured: Boolean(ctx.config.billing) });

  /** Stores `photoId` as the user's photo (null: none); returns the row and the photo replaced. */
  async function setPhoto(
    userId: string,
    photoId: string | null,
    audited: (tx: Database) => Promise<void>,
  ) {
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select({ photoId: users.profilePhotoId })
        .from(users)
        .where(eq(users.id, userId));
      if (!before) throw accountGone();
      if (!photoId && !before.photoId) throw noPhoto();
      const [row] = await tx
        .update(users)
        .set({ profilePhotoId: photoId, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw accountGone(); // deleted since the read above
      if (before.photoId) await deleteFileRows(tx, [before.photoId]);
      await audited(tx);
      return { row, replaced: before.photoId };
    });
  }

  return async (app) => {
    app.addHook('preHandler', requireUser);

    app.post(
      '/account/photo',
      { schema: { response: { 200: publicUserSchema } } },
      async (request) => {
        const me = signedInUser(request);
        if (!request.isMultipart())
          throw new HttpError(
            415,
            'Send the photo as multipart/form-data in a field named "file".',
          );
        // Checked as it streams (type by name and bytes, size) and sealed into the file store.
        const upload = await receiveUpload(ctx, request, me.id, MAX_BYTES, PROFILE_PHOTO_TYPES);
        let changed;
        try {
          changed = await setPhoto(me.id, upload.id, (tx) =>
            audit(tx, request, {
              action: 'account.photo_set',
              message: 'Profile photo set',
              targetKind: 'file',
              targetId: upload.id,
            }),
          );
        } catch (err) {
          await cleanUpStoredFile(ctx, upload.id);
          throw err;
        }
        await afterChange(me.id, changed.replaced);
        return present(changed.row);
      },
    );

    app.delete(
      '/account/photo',
      { schema: { response: { 200: publicUserSchema } } },
      async (request) => {
        const me = signedInUser(request);
        const changed = await setPhoto(me.id, null, (tx) =>
          audit(tx, request, { action: 'account.photo_removed', message: 'Profile photo removed' }),
        );
        await afterChange(me.id, changed.replaced);
        return present(changed.row);
      },
    );

    app.get(
      '/account/photo/:id',
      { schema: { params: z.object({ id: z.uuid('Photo id must be a UUID') }) } },
      async (request, reply) => {
        const me = signedInUser(request);
        // Only the owner's current photo: never another file, nor another person's photo.
        if (me.profilePhotoId !== request.params.id) throw noPhoto();
        return sendStoredPhoto(ctx, reply, request.params.id, me.id, noPhoto);
      },
    );

    /** The old photo's bytes go once the change has committed; every instance re-reads the user. */
    async function afterChange(userId: string, replaced: string | null) {
      if (replaced) await ctx.files.delete(replaced).catch(() => {}); // else the sweep removes them
      await ctx.sessions.userChanged(userId);
    }
  };
}
