import { eq } from 'drizzle-orm';
import { lettersAndWishesKind, type RecordJson } from '../../domain/records';
import { wishesHeadline } from '../../domain/reports/wishes-headline';
import type { AppContext } from '../context';
import { openFor, presentRecord } from '../records/record-codec';
import { tableOf, type RecordRow } from '../records/record-table';
import type { VaultScope } from '../vault-scope/vault-scope';

/**
 * The final wishes' headline (burial or cremation, the service) for the reader of a vault: the
 * owner reads all; a trusted person only the wishes that name them, and only once the after
 * key opens for them (after release). An item that will not open for this reader is simply not
 * theirs: it is left out, never an error.
 */
export async function finalWishesHeadline(ctx: AppContext, scope: VaultScope): Promise<string[]> {
  const table = tableOf(lettersAndWishesKind);
  const rows = (await ctx.db
    .select()
    .from(table)
    .where(eq(table.userId, scope.ownerId))) as RecordRow[];
  const reader = scope.trusted?.granteeId;
  const items: RecordJson[] = [];
  for (const row of rows) {
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
  return wishesHeadline(items, reader ?? null);
}
