import type { ImportPreview, PreviewRow } from '../../../../domain/imports/import-api';
import { recordKindByKey, type RecordKindKey } from '../../../../domain/records';
import { Badge } from '../../../components/ui/badge';
import { AREA_NAMES } from '../../../../domain/navigation';

/** Rows shown at most (in file order); rows with errors or duplicates are always among them. */
const SHOWN = 200;

function describeTwin(row: PreviewRow): string {
  if (row.updates) return `Updates the balance of ${row.updates.title}`;
  if (!row.duplicateOf) return '';
  return 'row' in row.duplicateOf
    ? `Same as row ${row.duplicateOf.row}`
    : `Already here: ${row.duplicateOf.title}`;
}

/** A row's values as one short line: the mapped fields' labels and values. */
function summary(row: PreviewRow): string {
  const kind = recordKindByKey(row.area);
  return Object.entries(row.values)
    .filter(([, v]) => v)
    .slice(0, 5)
    .map(
      ([name, v]) =>
        `${kind?.fields[name]?.label ?? name}: ${v.length > 40 ? `${v.slice(0, 39)}…` : v}`,
    )
    .join(' · ');
}

/** The preview: every row's values, its errors in red, duplicates with a Keep checkbox. */
export function PreviewTable({
  preview,
  keep,
  onKeep,
}: {
  preview: ImportPreview;
  keep: ReadonlySet<number>;
  onKeep(row: number, kept: boolean): void;
}) {
  const flagged = (r: PreviewRow) => r.errors.length > 0 || Boolean(r.duplicateOf);
  const flaggedRows = preview.rows.filter(flagged);
  const rows = [
    ...flaggedRows,
    ...preview.rows.filter((r) => !flagged(r)).slice(0, Math.max(0, SHOWN - flaggedRows.length)),
  ].sort((a, b) => a.row - b.row);
  const many = preview.area === 'all';
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Rows to import</caption>
        <thead>
          <tr className="text-muted-foreground hidden border-b text-left sm:table-row">
            <th scope="col" className="py-2 pr-3 font-medium">
              Row
            </th>
            {many && (
              <th scope="col" className="py-2 pr-3 font-medium">
                Area
              </th>
            )}
            <th scope="col" className="py-2 pr-3 font-medium">
              Values
            </th>
            <th scope="col" className="py-2 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            // On a phone each row is a small stack (label, values, status) instead of three columns.
            <tr
              key={row.row}
              className="grid gap-1 border-b py-3 align-top last:border-0 sm:table-row sm:py-0"
              data-row={row.row}
            >
              <th
                scope="row"
                className="text-left font-medium whitespace-nowrap sm:py-2 sm:pr-3 sm:font-normal"
              >
                {row.label}
              </th>
              {many && <td className="py-2 pr-3">{AREA_NAMES[row.area as RecordKindKey]}</td>}
              <td className="break-words sm:py-2 sm:pr-3">{summary(row)}</td>
              <td className="grid gap-1 sm:py-2">
                {row.errors.map((e) => (
                  <p key={e} className="text-destructive">
                    {e}
                  </p>
                ))}
                {row.errors.length === 0 && !row.duplicateOf && !row.updates && (
                  <Badge variant="outline" className="w-fit">
                    Ready
                  </Badge>
                )}
                {(row.duplicateOf || row.updates) && (
                  <p className="text-muted-foreground">{describeTwin(row)}</p>
                )}
                {row.duplicateOf && (
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={keep.has(row.row)}
                      onChange={(e) => onKeep(row.row, e.target.checked)}
                    />
                    Keep (import anyway)
                  </label>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {preview.rows.length > SHOWN && (
        <p className="text-muted-foreground mt-2 text-sm">
          Showing {SHOWN} of {preview.rows.length} rows; every row is checked and imported.
        </p>
      )}
    </div>
  );
}
