import type { PreviewRow } from './import-api';

/**
 * The rows an import would add as a new record: no problem, no balance update (counted apart),
 * and not already present unless the person chose to keep it. The preview's "ready" count, on
 * the server (with the rows sent as kept) and on the import screen (as boxes are ticked).
 */
export function readyRows(
  rows: readonly Pick<PreviewRow, 'row' | 'errors' | 'duplicateOf' | 'updates'>[],
  keep: ReadonlySet<number>,
): number {
  return rows.filter((r) => !r.errors.length && !r.updates && (!r.duplicateOf || keep.has(r.row)))
    .length;
}
