import { useId, useState } from 'react';
import { searchZones, US_ZONES, zoneName } from '../../../../domain/time-zone-names';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { browserTimeZone } from '../../../lib/time-zone';

/** Every zone this browser knows (the server checks the same names). */
const ZONES: readonly string[] =
  (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];

const US = new Set<string>(US_ZONES.map((z) => z.zone));

interface TimeZonePickerProps {
  /** The saved zone, or null when none is saved yet. */
  saved: string | null;
  disabled: boolean;
  onChoose: (zone: string) => void;
}

/**
 * Preferences' time zone (issue 41): the US zones by their everyday names first, then a search
 * over every other zone that narrows the same list. A native select, so it is labelled and
 * works by keyboard and screen reader everywhere. With nothing saved, this browser's zone is
 * preselected and "Use this time zone" saves it.
 */
export function TimeZonePicker({ saved, disabled, onChoose }: TimeZonePickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const current = saved ?? browserTimeZone() ?? 'UTC';
  const others = searchZones(ZONES, query);
  // The chosen zone stays in the list whatever the search, so the select never shows a blank.
  const shown = US.has(current) || others.includes(current) ? others : [current, ...others];
  return (
    <div className="grid gap-2">
      <label htmlFor={`${id}-zone`} className="text-sm font-medium">
        Time zone
      </label>
      <div className="grid gap-2 sm:grid-cols-2">
        <Input
          type="search"
          aria-label="Search other time zones"
          aria-controls={`${id}-zone`}
          placeholder="Search other time zones, e.g. London"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <select
          id={`${id}-zone`}
          className="border-input bg-background h-11 w-full min-w-0 rounded-md border px-3 text-sm"
          value={current}
          disabled={disabled}
          onChange={(e) => onChoose(e.target.value)}
        >
          <optgroup label="United States">
            {US_ZONES.map((z) => (
              <option key={z.zone} value={z.zone}>
                {z.name}
              </option>
            ))}
          </optgroup>
          <optgroup label={query ? `Other time zones matching “${query}”` : 'Other time zones'}>
            {shown.map((zone) => (
              <option key={zone} value={zone}>
                {zoneName(zone)}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <p className="text-muted-foreground text-xs" aria-live="polite">
        {query &&
          `${others.length} other time ${others.length === 1 ? 'zone matches' : 'zones match'}. `}
        {saved
          ? `Days are counted in ${zoneName(saved)}.`
          : `Not saved yet: ${zoneName(current)} is this browser's time zone.`}
      </p>
      {!saved && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={disabled}
          onClick={() => onChoose(current)}
        >
          Use this time zone
        </Button>
      )}
    </div>
  );
}
