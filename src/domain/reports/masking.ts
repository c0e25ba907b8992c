import type { FieldSpec } from '../records';

/** True for the fields a printed report masks by default: SSNs and account, routing and policy numbers. */
export function isSensitiveField(field: FieldSpec): boolean {
  return field.type === 'text' && (field.format === 'ssn' || field.format === 'account-number');
}

/**
 * A sensitive value showing only its last 4 characters, as the app's cards do: SSN
 * '123-45-6789' → '***-**-6789', account '000123456789' → '****6789', '9876' → '****9876'
 * (the form asks for the last 4 digits only, so those are all there is to show).
 */
export function maskSensitive(field: FieldSpec, value: string): string {
  const text = value.trim();
  if (field.type === 'text' && field.format === 'ssn') {
    return `***-**-${text.replace(/\D/g, '').slice(-4)}`;
  }
  return `****${text.slice(-4)}`;
}
