import type { ComponentProps } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { formatSsnInput } from '../../domain/format';
import type { FieldSpec, RecordKindKey } from '../../domain/records';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { Textarea } from '../components/ui/textarea';
import { cn } from '../lib/utils';
import { NativeSelect } from './native-select';
import type { RecordFormValues } from './record-form-values';
import { useReferenceNames } from './use-records';

interface RecordFormFieldProps {
  id: string;
  name: string;
  field: FieldSpec;
  form: UseFormReturn<RecordFormValues>;
  /** Option text for "no record" in a reference select. */
  referenceNone?: string;
  /** Shows a select of these choices instead of the field's own input. */
  options?: readonly { value: string; label: string }[];
  /** Set by Field, which links the control to its error message. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const INPUT_TYPES: Partial<Record<string, string>> = { email: 'email', phone: 'tel', url: 'url' };

/**
 * The label, with a '*' for required fields drawn by CSS: the label's text stays exactly the
 * spec's wording (tests find fields by it) and aria-required tells assistive technology.
 */
function FieldLabel({ field }: { field: FieldSpec }) {
  return (
    <span
      className={cn(field.required && "after:text-destructive after:ml-0.5 after:content-['*']")}
    >
      {field.label}
    </span>
  );
}

/** True for inputs that read better across the dialog's full width. */
export function isWideField(field: FieldSpec): boolean {
  return field.type === 'text' && field.format === 'multiline';
}

/** One form input, chosen by the field's type and format, with its label and error. */
export function RecordFormField({
  id,
  name,
  field,
  form,
  referenceNone,
  options,
}: RecordFormFieldProps) {
  const error = form.formState.errors[name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  const className = cn(isWideField(field) && 'sm:col-span-2');

  if (field.type === 'boolean') {
    // The whole line works the box: on a phone, 44 px tall and into the dialog's padding.
    return (
      <label
        htmlFor={id}
        className={cn(
          'flex cursor-pointer items-center gap-2 self-end py-2 text-sm font-medium max-sm:-mx-4 max-sm:px-4',
          className,
        )}
      >
        <input
          id={id}
          type="checkbox"
          className="accent-primary size-4 cursor-pointer"
          {...form.register(name)}
        />
        {field.label}
      </label>
    );
  }

  return (
    <Field
      label={<FieldLabel field={field} />}
      htmlFor={id}
      error={message}
      hint={field.hint}
      className={className}
    >
      <FieldControl
        id={id}
        name={name}
        field={field}
        form={form}
        referenceNone={referenceNone}
        options={options}
      />
    </Field>
  );
}

function FieldControl(props: RecordFormFieldProps) {
  const { id, name, field, form, referenceNone } = props;
  const aria = {
    'aria-invalid': props['aria-invalid'],
    'aria-describedby': props['aria-describedby'],
    'aria-required': field.required || undefined,
  };
  const register = { ...form.register(name), ...aria };
  if (props.options) {
    return (
      <NativeSelect id={id} {...register}>
        {!field.required && <option value="">{`Select ${field.label.toLowerCase()}`}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    );
  }
  switch (field.type) {
    case 'choice':
      return (
        <NativeSelect id={id} {...register}>
          <option value="">{field.placeholder ?? `Select ${field.label.toLowerCase()}`}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      );
    case 'reference':
      // Controlled, so a saved choice shows once the referenced records have loaded.
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field: input }) => (
            <ReferenceSelect
              {...aria}
              {...input}
              id={id}
              value={String(input.value ?? '')}
              kindKey={field.kind as RecordKindKey}
              none={referenceNone ?? 'None'}
            />
          )}
        />
      );
    case 'money':
    case 'percent':
      return (
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={field.type === 'percent' ? 0 : undefined}
          max={field.type === 'percent' ? 100 : undefined}
          placeholder={field.placeholder ?? (field.type === 'money' ? '0.00' : '0')}
          {...register}
        />
      );
    case 'integer':
      return <Input id={id} type="number" step="1" min={field.min} max={field.max} {...register} />;
    case 'date':
      return <Input id={id} type="date" {...register} />;
    case 'text':
      return <TextControl {...props} />;
    default:
      return <Input id={id} {...register} />;
  }
}

function TextControl(props: RecordFormFieldProps) {
  const { id, name, field, form } = props;
  if (field.type !== 'text') return null;
  const common = {
    id,
    placeholder: field.placeholder,
    maxLength: field.maxLength,
    'aria-invalid': props['aria-invalid'],
    'aria-describedby': props['aria-describedby'],
    'aria-required': field.required || undefined,
  };
  switch (field.format) {
    case 'multiline':
      return <Textarea rows={3} {...common} {...form.register(name)} />;
    case 'ssn':
      // Formatted as typed so the stored value is always XXX-XX-XXXX.
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field: input }) => (
            <Input
              {...common}
              inputMode="numeric"
              autoComplete="off"
              name={input.name}
              ref={input.ref}
              onBlur={input.onBlur}
              value={String(input.value ?? '')}
              onChange={(e) => input.onChange(formatSsnInput(e.target.value))}
            />
          )}
        />
      );
    default: {
      const type = INPUT_TYPES[field.format ?? 'line'] ?? 'text';
      return (
        <Input
          type={type}
          autoComplete={field.format === 'account-number' ? 'off' : undefined}
          {...common}
          {...form.register(name)}
        />
      );
    }
  }
}

/** A select of the user's records of another kind; '' means none (sent as null). */
function ReferenceSelect({
  kindKey,
  none,
  ...props
}: ComponentProps<'select'> & { kindKey: RecordKindKey; none: string }) {
  const names = useReferenceNames(kindKey);
  return (
    <NativeSelect {...props}>
      <option value="">{none}</option>
      {[...names].map(([id, title]) => (
        <option key={id} value={id}>
          {title}
        </option>
      ))}
    </NativeSelect>
  );
}
