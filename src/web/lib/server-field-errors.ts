import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts a 400 answer's per-field messages (`errors: [{ path, message }]`) under the matching form
 * fields. Returns true when at least one landed, so callers can tell a field problem from others.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const { path, message } of error.errors) {
    const field = fields.find((name) => name === path);
    if (field) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
