import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldSpec, RecordKindKey } from '../../domain/records';
import { recordInputSchema, type RecordJson } from '../../domain/records/record-schema';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { applyServerFieldErrors } from '../lib/server-field-errors';
import { useIsOffline } from '../offline/status';
import { RecordFormField } from './record-form-field';
import {
  asksSeparately,
  fillFollowers,
  dropInapplicable,
  dropStaleOtherText,
  editableFields,
  formFieldNames,
  toFormValues,
  type RecordFormValues,
} from './record-form-values';
import { kindAndDisplay, useSaveRecord } from './use-records';

/** What `extraContent` gets: the live form, the record being edited and the save state. */
export interface RecordDialogContext {
  form: UseFormReturn<RecordFormValues>;
  /** The record being edited; null when adding. */
  record: RecordJson | null;
  isSaving: boolean;
  /** Keeps Save disabled while true, e.g. during a file upload. */
  setSubmitBlocked: (blocked: boolean) => void;
}

/** Props of the one add-or-edit dialog every record kind uses. */
export interface RecordDialogProps {
  kindKey: RecordKindKey;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null opens the dialog to add; a record opens it to edit, prefilled. */
  record: RecordJson | null;
  /** Rendered after the fields, inside the form (the documents upload block). */
  extraContent?: (context: RecordDialogContext) => ReactNode;
  /** Last change to the validated values before they are sent. */
  transformValues?: (values: RecordFormValues, record: RecordJson | null) => RecordFormValues;
  /** Called with the saved record after the dialog closes. */
  onSaved?: (saved: RecordJson) => void;
  /**
   * Editable fields the form leaves out; their values stay as loaded (the checklist's
   * isCompleted and completedDate, which the page's toggle sets).
   */
  hiddenFields?: readonly string[];
  /** Fields shown as a select of these choices (the checklist's priority: '1' → 'High Priority'). */
  fieldOptions?: Readonly<Record<string, readonly FieldOption[]>>;
}

/** One choice of a select shown instead of a field's own input. */
export interface FieldOption {
  value: string;
  label: string;
}

/**
 * Add or edit one record of a kind: fields from the kind's description, validated with the
 * same zod schema the server uses. The form mounts with the dialog's content, so every opening
 * starts from the record's values (or the defaults) and closing discards what was typed.
 */
export function RecordDialog(props: RecordDialogProps) {
  const { kindKey, open, onOpenChange, record } = props;
  const { display } = kindAndDisplay(kindKey);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{record ? display.dialogTitles.edit : display.dialogTitles.add}</DialogTitle>
          <DialogDescription>
            {display.dialogDescription ?? 'Fields marked * are required.'}
          </DialogDescription>
        </DialogHeader>
        <RecordForm key={record?.id ?? 'new'} {...props} />
      </DialogContent>
    </Dialog>
  );
}

function RecordForm({
  kindKey,
  onOpenChange,
  record,
  extraContent,
  transformValues,
  onSaved,
  hiddenFields,
  fieldOptions,
}: RecordDialogProps) {
  const { kind, display } = kindAndDisplay(kindKey);
  const resolver = useMemo(
    () => zodResolver(recordInputSchema(kind)) as unknown as Resolver<RecordFormValues>,
    [kind],
  );
  const form = useForm<RecordFormValues>({ resolver, defaultValues: toFormValues(kind, record) });
  const save = useSaveRecord(kindKey);
  // A save offline would wait, paused, until the network returns: refuse it instead.
  const offline = useIsOffline();
  const [blocked, setSubmitBlocked] = useState(false);
  const sections = useMemo(
    () => groupBySection(editableFields(kind).filter(([name]) => !hiddenFields?.includes(name))),
    [kind, hiddenFields],
  );
  // Only the choices other fields depend on are watched ('Other' boxes, questions asked only
  // for some types), so typing elsewhere stays cheap.
  const watched = useMemo(() => watchedChoiceNames(kind.fields), [kind]);
  const choiceValues = useWatch({ control: form.control, name: watched });
  const valueOf = (choice: string) => choiceValues[watched.indexOf(choice)];

  const submit = form.handleSubmit((values) => {
    let body = fillFollowers(
      kind,
      dropInapplicable(kind, dropStaleOtherText(kind, values)),
      record,
    );
    if (transformValues) body = transformValues(body, record);
    save.mutate(
      { id: record?.id, values: body },
      {
        onSuccess: (saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, formFieldNames(kind)),
      },
    );
  });

  const visible = ([name, field]: [string, FieldSpec]) =>
    asksSeparately(name, field, record) &&
    (!(field.type === 'text' && field.otherOf) || valueOf(field.otherOf) === 'Other') &&
    (!field.onlyWhen || field.onlyWhen.in.includes(String(valueOf(field.onlyWhen.field) ?? '')));

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      {sections.map(({ heading, fields }) => (
        // A section whose questions do not apply (a passport's "who is named") is left out.
        <fieldset key={heading ?? 'fields'} hidden={!fields.some(visible)} className="grid gap-4">
          {heading && (
            <legend className="text-muted-foreground mb-3 text-xs font-semibold tracking-wide uppercase">
              {heading}
            </legend>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.filter(visible).map(([name, field]) => (
              <RecordFormField
                key={name}
                id={`${kind.key}-${name}`}
                name={name}
                field={field}
                form={form}
                referenceNone={display.referenceNone?.[name]}
                options={fieldOptions?.[name]}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {extraContent?.({ form, record, isSaving: save.isPending, setSubmitBlocked })}
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          disabled={save.isPending}
          onClick={() => onOpenChange(false)}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending || blocked || offline}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Fields grouped by their section heading, the sections in the order they first appear (so a
 * 'More details' section collects its questions at the end); unsectioned fields form one group.
 */
export function groupBySection(fields: [string, FieldSpec][]) {
  const groups = new Map<string | undefined, [string, FieldSpec][]>();
  for (const entry of fields) {
    const heading = entry[1].section;
    groups.set(heading, [...(groups.get(heading) ?? []), entry]);
  }
  return [...groups].map(([heading, grouped]) => ({ heading, fields: grouped }));
}

function watchedChoiceNames(fields: Record<string, FieldSpec>): string[] {
  const names = Object.values(fields).flatMap((f) => [
    ...(f.type === 'text' && f.otherOf ? [f.otherOf] : []),
    ...(f.onlyWhen ? [f.onlyWhen.field] : []),
  ]);
  return [...new Set(names)];
}
