import { RECORD_KINDS, type RecordKindKey } from '../../../../domain/records';
import { customFieldsOf, DEFAULT_FIELD_COUNT } from '../../../../domain/reports/custom-report';
import { useVault, vaultCovers } from '../../../lib/vault';
import type { CustomChoice } from './use-custom-reports';
import { AREA_NAMES } from '../../../../domain/navigation';

const toggle = (list: string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((v) => v !== value);

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="hover:bg-muted flex cursor-pointer items-center gap-2 rounded px-1.5 py-1 text-sm">
      <input
        type="checkbox"
        className="accent-primary size-4"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** The areas to include (those the open vault shares), then each chosen area's fields. */
export function CustomReportFields({
  choice,
  onChange,
}: {
  choice: CustomChoice;
  onChange: (c: CustomChoice) => void;
}) {
  const vault = useVault();
  const areas = RECORD_KINDS.map((k) => k.key).filter((key) => vaultCovers(vault, key));
  const setArea = (area: RecordKindKey, on: boolean) =>
    onChange({
      ...choice,
      areas: RECORD_KINDS.map((k) => k.key).filter((k) =>
        k === area ? on : choice.areas.includes(k),
      ),
      // Leaving an area drops its fields with it.
      fields: on ? choice.fields : choice.fields.filter((f) => !f.startsWith(`${area}.`)),
    });
  return (
    <div className="grid gap-3">
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">Areas</legend>
        <div className="grid gap-x-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {areas.map((area) => (
            <Check
              key={area}
              label={AREA_NAMES[area]}
              checked={choice.areas.includes(area)}
              onChange={(on) => setArea(area, on)}
            />
          ))}
        </div>
      </fieldset>
      {choice.areas.map((a) => {
        const area = a as RecordKindKey;
        const fields = customFieldsOf(area);
        const chosen = fields.filter((f) => choice.fields.includes(f.key)).length;
        return (
          <details key={area} className="rounded-md border px-3 py-2">
            <summary className="cursor-pointer text-sm font-medium">
              {AREA_NAMES[area]}:{' '}
              {chosen > 0
                ? `${chosen} of ${fields.length} details`
                : `the first ${DEFAULT_FIELD_COUNT} details`}
            </summary>
            <fieldset className="mt-2 grid gap-x-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              <legend className="sr-only">Details of {AREA_NAMES[area]}</legend>
              {fields.map((f) => (
                <Check
                  key={f.key}
                  label={f.label}
                  checked={choice.fields.includes(f.key)}
                  onChange={(on) =>
                    onChange({ ...choice, fields: toggle(choice.fields, f.key, on) })
                  }
                />
              ))}
            </fieldset>
          </details>
        );
      })}
    </div>
  );
}
