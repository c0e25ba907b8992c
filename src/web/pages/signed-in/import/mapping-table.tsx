import type { ImportMapping } from '../../../../domain/imports/import-api';
import { importableFields } from '../../../../domain/imports/importable-fields';
import { recordKindByKey, type RecordKindKey } from '../../../../domain/records';
import { NativeSelect } from '../../../records/native-select';
import { AREA_NAMES } from '../../../../domain/navigation';

/** The column mapping: each file column and the field it fills (matched for you, adjustable). */
export function MappingTable({
  headers,
  mapping,
  onChange,
}: {
  headers: string[];
  mapping: ImportMapping;
  onChange(next: ImportMapping): void;
}) {
  return (
    <div className="grid gap-6">
      {Object.entries(mapping).map(([area, columns]) => {
        const kind = recordKindByKey(area);
        if (!kind) return null;
        const title = AREA_NAMES[area as RecordKindKey];
        const fields = importableFields(kind);
        return (
          <table key={area} className="w-full text-sm">
            <caption className="mb-2 text-left font-medium">Columns for {title}</caption>
            <thead>
              <tr className="text-muted-foreground border-b text-left">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Column in your file
                </th>
                <th scope="col" className="py-2 font-medium">
                  {title} field
                </th>
              </tr>
            </thead>
            <tbody>
              {headers.map((header) => (
                <tr key={header} className="border-b last:border-0">
                  <th scope="row" className="w-2/5 py-2 pr-4 text-left font-normal break-words">
                    {header}
                  </th>
                  <td className="py-2">
                    <NativeSelect
                      aria-label={`Field for column ${header}`}
                      value={columns[header] ?? ''}
                      onChange={(e) =>
                        onChange({
                          ...mapping,
                          [area]: { ...columns, [header]: e.target.value || null },
                        })
                      }
                    >
                      <option value="">Leave out</option>
                      {fields.map(({ name, field }) => (
                        <option key={name} value={name}>
                          {field.label}
                          {field.required ? ' (required)' : ''}
                        </option>
                      ))}
                    </NativeSelect>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
