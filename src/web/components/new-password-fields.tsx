import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './ui/field';
import { Input } from './ui/input';

/**
 * A new password and its confirmation (sign-up, sign-up from an invitation, password change):
 * both typed hidden, both marked `new-password` so password managers offer to save them.
 */
export function NewPasswordFields({
  idPrefix,
  labels = ['Password', 'Confirm Password'],
  hint,
  errors,
  registrations,
}: {
  /** Makes the two ids: `<prefix>-password` and `<prefix>-confirm-password`. */
  idPrefix: string;
  labels?: [string, string];
  /** The password rule, under the first field. */
  hint?: string;
  errors: [string | undefined, string | undefined];
  registrations: [UseFormRegisterReturn, UseFormRegisterReturn];
}) {
  const ids = [`${idPrefix}-password`, `${idPrefix}-confirm-password`];
  return (
    <>
      {ids.map((id, i) => (
        <Field
          key={id}
          label={labels[i]}
          htmlFor={id}
          error={errors[i]}
          hint={i === 0 ? hint : undefined}
        >
          <Input type="password" autoComplete="new-password" {...registrations[i]} />
        </Field>
      ))}
    </>
  );
}
