import { eq } from 'drizzle-orm';
import { lettersAndWishesKind, type RecordJson } from '../../domain/records';
import { wishesHeadline } from '../../domain/reports/wishes-headline';
import type { AppContext } from '../context';
import { openAfterKeysForReader } from '../letters-and-wishes/after-copies';
import { mayOpen } from '../letters-and-wishes/letters-guard';
import { openFor, presentRecord } from '../records/record-codec';
import { tableOf, type RecordRow } from '../records/record-table';
import type { VaultScope } from '../vault-scope/vault-scope';

/**
 * The final wishes' headline (burial or cremation, the service) for the reader of a vault: the
 * owner reads all; a trusted person only the wishes that name their grant, and only while the
 * owner's release stands, or (readable now, decision 030) while their grant is live. That is
 * asked here on every read (decision 023): a reader's after key left in memory is never enough. An item that will not open for this reader is simply not
 * theirs: it is left out, never an error.
 */
export async function finalWishesHeadline(ctx: AppContext, scope: VaultScope): Promise<string[]> {
  const reader = scope.trusted?.granteeId;
  // Opens the reader's copies now if the release stands (and answers their grant), else null.
  const grant = reader ? await openAfterKeysForReader(ctx, reader, scope.ownerId) : null;
  // The scope was resolved through the reader's live grant: wishes readable now open with it.
  const reading = { released: Boolean(grant), live: true };
  const table = tableOf(lettersAndWishesKind);
  const rows = (await ctx.db
    .select()
    .from(table)
    .where(eq(table.userId, scope.ownerId))) as RecordRow[];
  const items: RecordJson[] = [];
  for (const row of rows) {
    if (reader && !mayOpen(row, reading)) continue;
    try {
      items.push(
        presentRecord(
          lettersAndWishesKind,
          row,
          await openFor(ctx.keys, lettersAndWishesKind, row, reader),
        ),
      );
    } catch {
      // Not released to this reader, or not named: nothing to print for them.
    }
  }
  // Items name their readers by grant, never by user id.
  return wishesHeadline(items, reader ? (scope.trusted?.grantId ?? null) : null);
}
