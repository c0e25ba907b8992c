import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, serverMessage } from './api';

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

/**
 * Puts a refusal's message beside the field it is about when the answer names none (a taken
 * username, a wrong password): the first field whose word the message uses, else `fallback`.
 * The toast still says it too; this keeps the words next to what needs changing.
 */
export function showBesideField<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  options: { words?: Partial<Record<Path<T>, RegExp>>; fallback?: Path<T> } = {},
): void {
  if (applyServerFieldErrors(error, setError, fields)) return;
  if (!(error instanceof ApiError)) return;
  const message = serverMessage(error);
  const field = fields.find((name) => options.words?.[name]?.test(message)) ?? options.fallback;
  if (field) setError(field, { type: 'server', message });
}
