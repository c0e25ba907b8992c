import type { FieldSpec, RecordKind } from '../../domain/records';

/** A valid value for a field, as a form would send it (test data factory). */
export function sampleValue(name: string, field: FieldSpec, tag = ''): unknown {
  switch (field.type) {
    case 'text':
      if (field.format === 'email') return `person${tag}@example.com`;
      if (field.format === 'ssn') return '123-45-6789';
      if (field.format === 'phone') return '5551234567';
      if (field.format === 'account-number')
        return `00012345${tag}`.slice(0, field.maxLength ?? 34);
      return `${name} ${tag}`.trim().slice(0, field.maxLength ?? 5000);
    case 'choice':
      return field.options[0];
    case 'money':
      return '1234.56';
    case 'percent':
      return '12.50';
    case 'date':
      return '2024-01-05';
    case 'boolean':
      return !field.default;
    case 'integer':
      return field.min ?? 1;
    case 'reference':
      return null;
  }
}

/** A complete, valid create body for a kind (server-managed fields left out). */
export function sampleRecord(kind: RecordKind, tag = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(kind.fields)
      .filter(([, field]) => !field.serverManaged)
      .filter(([, field]) => !(field.type === 'text' && field.otherOf))
      // Who may read a sealed-until-release item names trusted people (grant ids): 'all' fits any
      // owner. And it stays sealed until release, as the form leaves it: final wishes readable
      // now (decision 030) have tests of their own (letters-and-wishes/readable-now.test.ts).
      .map(([name, field]) => [
        name,
        kind.sealedUntilRelease && name === 'readers'
          ? 'all'
          : kind.sealedUntilRelease && name === 'readableNow'
            ? false
            : sampleValue(name, field, tag),
      ]),
  );
}
