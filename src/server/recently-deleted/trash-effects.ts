import { isSealedUntilRelease, type RecordKind } from '../../domain/records';
import type { AppContext } from '../context';
import { syncAfterCopies } from '../letters-and-wishes/after-copies';

/**
 * What a restore changes beyond the row, once it has committed: a letter back in place brings
 * the named people's copies of the after key in line, as writing it did (letters-hooks.ts).
 */
export async function afterTrashChange(
  ctx: AppContext,
  kind: RecordKind,
  ownerId: string,
): Promise<void> {
  if (isSealedUntilRelease(kind)) await syncAfterCopies(ctx, ownerId);
}
