import * as React from 'react';
import { cn } from '../../lib/utils';
import { Label } from './label';

interface FieldProps {
  /** The visible label text. */
  label: React.ReactNode;
  /** The id of the control; the label points at it and the error is linked to it. */
  htmlFor: string;
  /** Field error text (e.g. `errors.email?.message`); shown under the control. */
  error?: string;
  /** Optional muted help line under the control. */
  hint?: React.ReactNode;
  className?: string;
  /** The control: an <Input {...register('x')} id=... /> or a Controller-rendered component. */
  children: React.ReactElement<{
    id?: string;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
  }>;
}

/**
 * Label + control + error message for react-hook-form fields. It wires `aria-invalid` and
 * `aria-describedby` onto the control so screen readers announce the error with the field.
 */
export function Field({ label, htmlFor, error, hint, className, children }: FieldProps) {
  const errorId = `${htmlFor}-error`;
  const hintId = `${htmlFor}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control = React.cloneElement(children, {
    id: children.props.id ?? htmlFor,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  });
  return (
    <div data-slot="field" className={cn('grid gap-2', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {control}
      {hint && (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
