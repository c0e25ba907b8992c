import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api';

/**
 * Puts a 400 answer's per-field messages under the matching form fields, so a rule only the
 * server knows (e.g. a taken username) reads like the client's own validation.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError) || !error.errors) return;
  for (const { path, message } of error.errors) {
    const field = fields.find((name) => name === path);
    if (field) setError(field, { type: 'server', message });
  }
}
