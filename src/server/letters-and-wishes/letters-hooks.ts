import { and, eq, inArray } from 'drizzle-orm';
import { parseReaders, sealedUnderAfterKey } from '../../domain/records';
import type { AppContext } from '../context';
import { trustedGrants } from '../db/schema';
import { attachedFileHooks, letterFiles } from '../documents/document-hooks';
import { HttpError } from '../http/errors';
import type { RecordHooks } from '../records/record-hooks';
import { LIVE_STATES } from '../trusted-people/grant-store';
import { syncAfterCopies } from './after-copies';
import { sealLetterFileAs } from './letter-file-keys';

/**
 * Letters & Wishes on the generic record routes: `readers` must be 'all' or the owner's own
 * trusted people (their grant ids), and after every change the named people's copies of the
 * after key are brought in line (sealed in the owner's session, released only later). A letter's
 * file is attached as a document's is (one shared path), from the letters' own uploads, and
 * follows its item's key: the data key while final wishes are readable now (decision 030).
 */
export function lettersAndWishesHooks(ctx: AppContext): RecordHooks {
  const file = attachedFileHooks(ctx, letterFiles);
  return {
    present: file.present,
    async prepare(input, w) {
      if (typeof input.readers === 'string') {
        const named = parseReaders(input.readers);
        if (named !== 'all') {
          if (named.length === 0) throw new HttpError(400, 'Who may read it is required');
          const found = await w.tx
            .select({ id: trustedGrants.id })
            .from(trustedGrants)
            .where(
              and(
                eq(trustedGrants.ownerId, w.userId),
                inArray(trustedGrants.id, named.filter(isUuid)),
                inArray(trustedGrants.state, LIVE_STATES),
              ),
            );
          if (found.length !== new Set(named).size)
            throw new HttpError(400, 'Who may read it: choose from your trusted people');
          input = { ...input, readers: [...new Set(named)].join(',') };
        }
      }
      // Readable now is for final wishes (decision 030): never a letter, whichever field changes.
      const itemType = input.itemType ?? w.existing?.itemType;
      const readableNow = input.readableNow ?? w.existing?.readableNow;
      if (readableNow === true && itemType !== 'Final wishes')
        throw new HttpError(400, 'Readable now is for final wishes only, not letters');
      w.afterCommit(() => syncAfterCopies(ctx, w.userId));
      const prepared = await file.prepare(input, w);
      // The item's file is sealed under the key its row now is (the row is resealed by the write).
      const fileId = prepared.filePath !== undefined ? prepared.filePath : w.existing?.filePath;
      if (typeof fileId === 'string') {
        const after = sealedUnderAfterKey({ itemType, readableNow });
        w.afterCommit(async () => void (await sealLetterFileAs(ctx, w.userId, fileId, after)));
      }
      return prepared;
    },
    async afterDelete(_row, w) {
      // Its file stays with it in Recently deleted; the copies follow the letters still live.
      w.afterCommit(() => syncAfterCopies(ctx, w.userId));
    },
  };
}

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
