/**
 * The time-zone picker's words (issue 41): a family knows "Eastern Time", not
 * "America/New_York". The US zones come first by their everyday names; every other zone the
 * browser knows is offered by its place ("La Rioja, Argentina") and found by searching.
 */
export const US_ZONES = [
  { zone: 'America/New_York', name: 'Eastern Time' },
  { zone: 'America/Chicago', name: 'Central Time' },
  { zone: 'America/Denver', name: 'Mountain Time' },
  { zone: 'America/Phoenix', name: 'Mountain Time – Arizona' },
  { zone: 'America/Los_Angeles', name: 'Pacific Time' },
  { zone: 'America/Anchorage', name: 'Alaska Time' },
  { zone: 'Pacific/Honolulu', name: 'Hawaii Time' },
  { zone: 'America/Puerto_Rico', name: 'Atlantic Time – Puerto Rico' },
] as const;

const US_NAMES = new Map<string, string>(US_ZONES.map((z) => [z.zone, z.name]));

/**
 * A zone as a person reads it: the everyday US name, else its city then its region, without the
 * underscores ('America/Argentina/La_Rioja' → 'La Rioja, Argentina (America)').
 */
export function zoneName(zone: string): string {
  const us = US_NAMES.get(zone);
  if (us) return us;
  const parts = zone.split('/').map((p) => p.replaceAll('_', ' '));
  if (parts.length === 1) return parts[0]!;
  const [region, ...rest] = parts;
  return `${rest.reverse().join(', ')} (${region})`;
}

/** The other zones (not the US ones above) whose name or identifier holds every searched word. */
export function searchZones(zones: readonly string[], query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[\s/_,()]+/)
    .filter(Boolean);
  return zones
    .filter((zone) => !US_NAMES.has(zone))
    .filter((zone) => {
      const haystack = `${zoneName(zone)} ${zone.replaceAll('_', ' ')}`.toLowerCase();
      return words.every((w) => haystack.includes(w));
    })
    .sort((a, b) => zoneName(a).localeCompare(zoneName(b)));
}
