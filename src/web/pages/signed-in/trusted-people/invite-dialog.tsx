import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { UserPlus } from 'lucide-react';
import {
  DEFAULT_WAIT_DAYS,
  INVITE_NOTE_MAX,
  inviteSchema,
  ROLE_INFO,
  TRUSTED_ROLES,
  WAIT_DAY_CHOICES,
  type TrustedRole,
} from '../../../../domain/trusted-people';
import { AreaCheckboxes } from '../../../components/area-checkboxes';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { RELATIONSHIPS } from '../../../../domain/records/family-members';
import { inviteFromState } from '../../../components/invite-from-card';
import { toast } from '../../../hooks/use-toast';
import { ApiError, serverMessage } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import { NativeSelect } from '../../../records/native-select';
import { daysText } from './grant-words';
import { useInvite } from './use-trusted-people';

interface InviteForm {
  name: string;
  relationship: string;
  email: string;
  note: string;
  role: TrustedRole;
  allAreas: boolean;
  areas: string[];
  waitDays: string;
}

const EMPTY: InviteForm = {
  name: '',
  relationship: '',
  email: '',
  note: '',
  role: 'viewer',
  allAreas: true,
  areas: [],
  waitDays: String(DEFAULT_WAIT_DAYS),
};

const FIELDS = ['name', 'relationship', 'email', 'note', 'role', 'areas', 'waitDays'] as const;
type FieldName = (typeof FIELDS)[number];

/** The form field a validation issue or a 400's error path is about ('areas.2' is areas). */
function fieldOf(path: string): FieldName | null {
  const head = path.split('.')[0];
  return (FIELDS as readonly string[]).includes(head) ? (head as FieldName) : null;
}

/**
 * "Invite someone": who (name, relationship, email), an optional personal note, the role, the
 * areas and (executors) the waiting period. A family member's card opens it filled in, through
 * the router's state (`{ invite: { name, relationship, email } }`, invite-from-card.tsx).
 */
export function InviteDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromCard = inviteFromState(location.state);
  const [open, setOpen] = useState(fromCard !== null);
  const form = useForm<InviteForm>({ defaultValues: { ...EMPTY, ...fromCard } });
  // Used once: a reload or Back does not open the dialog again.
  useEffect(() => {
    if (fromCard)
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [fromCard, navigate, location.pathname, location.search]);
  const invite = useInvite();
  const id = useId();
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const allAreas = useWatch({ control: form.control, name: 'allAreas' });

  const close = () => {
    if (invite.isPending) return;
    form.reset(EMPTY);
    setOpen(false);
  };

  // Checked here with the contract's schema, so the words match the server's (no rules on fields).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clearErrors();
    const values = form.getValues();
    // The name is asked for here (the invitation greets the person by it); the API keeps it optional.
    if (!values.name.trim()) {
      form.setError('name', { type: 'client', message: 'Name is required' });
      return;
    }
    const body = {
      name: values.name,
      ...(values.relationship ? { relationship: values.relationship } : {}),
      email: values.email,
      ...(values.note.trim() ? { note: values.note } : {}),
      role: values.role,
      areas: values.allAreas ? ('all' as const) : values.areas,
      ...(values.role === 'executor' ? { waitDays: Number(values.waitDays) } : {}),
    };
    const parsed = inviteSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path.join('.'));
        if (field && !form.getFieldState(field).error) {
          form.setError(field, { type: 'client', message: issue.message });
        }
      }
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: () => {
        form.reset(EMPTY);
        setOpen(false);
      },
      onError: (error) => {
        let shown = false;
        if (error instanceof ApiError) {
          for (const e of error.errors) {
            const field = fieldOf(e.path);
            if (field) {
              form.setError(field, { type: 'server', message: e.message });
              shown = true;
            }
          }
          // 409: this person is already invited; the words belong under the email.
          if (!shown && error.status === 409) {
            form.setError('email', { type: 'server', message: serverMessage(error) });
            shown = true;
          }
        }
        if (!shown) {
          toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' });
        }
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" /> Invite someone
      </Button>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Invite someone</DialogTitle>
            <DialogDescription>
              They get an email with a link to accept. Nothing is shared until you confirm them.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Name" htmlFor={`${id}-name`} error={errors.name?.message}>
              <Input autoComplete="off" {...form.register('name')} />
            </Field>
            <Field
              label="Relationship"
              htmlFor={`${id}-relationship`}
              error={errors.relationship?.message}
            >
              <NativeSelect {...form.register('relationship')}>
                <option value="">Choose...</option>
                {RELATIONSHIPS.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Field label="Email" htmlFor={`${id}-email`} error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Field
            label="Personal note (optional)"
            htmlFor={`${id}-note`}
            error={errors.note?.message}
            hint="Shown to them as you write it, on the page the invitation link opens. The email only says you wrote a note."
          >
            <Textarea rows={3} maxLength={INVITE_NOTE_MAX} {...form.register('note')} />
          </Field>

          <fieldset
            className="grid gap-2"
            aria-describedby={errors.role ? `${id}-role-error` : undefined}
          >
            <legend className="mb-2 text-sm font-medium">Role</legend>
            {TRUSTED_ROLES.map((value) => (
              <label
                key={value}
                className={cn(
                  'has-[:focus-visible]:ring-ring/50 flex cursor-pointer gap-3 rounded-md border p-3 has-[:focus-visible]:ring-[3px]',
                  role === value && 'border-primary bg-primary/5',
                )}
              >
                <input
                  type="radio"
                  value={value}
                  className="accent-primary mt-1 size-4 shrink-0"
                  {...form.register('role')}
                />
                <span className="grid gap-0.5">
                  <span className="text-sm font-medium">{ROLE_INFO[value].label}</span>
                  <span className="text-muted-foreground text-sm">{ROLE_INFO[value].summary}</span>
                </span>
              </label>
            ))}
            {errors.role && (
              <p id={`${id}-role-error`} className="text-destructive text-sm">
                {errors.role.message}
              </p>
            )}
          </fieldset>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Areas</legend>
            <Controller
              control={form.control}
              name="allAreas"
              render={({ field }) => (
                <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
                  <label className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={`${id}-scope`}
                      className="accent-primary size-4"
                      checked={field.value}
                      onChange={() => field.onChange(true)}
                    />
                    All areas
                  </label>
                  <label className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={`${id}-scope`}
                      className="accent-primary size-4"
                      checked={!field.value}
                      onChange={() => field.onChange(false)}
                    />
                    Only the areas I choose
                  </label>
                </div>
              )}
            />
            {!allAreas && (
              <AreaCheckboxes
                className="rounded-md border p-3"
                inputFor={(area) => ({ value: area, ...form.register('areas') })}
              />
            )}
            {errors.areas && (
              <p role="alert" className="text-destructive text-sm">
                {errors.areas.message}
              </p>
            )}
          </fieldset>

          {role === 'executor' && (
            <Field
              label="Waiting period"
              htmlFor={`${id}-wait`}
              error={errors.waitDays?.message}
              hint="After the executor asks for access, you have this long to reject before it opens."
            >
              <NativeSelect {...form.register('waitDays')}>
                {WAIT_DAY_CHOICES.map((days) => (
                  <option key={days} value={String(days)}>
                    {daysText(days)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}

          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? 'Sending...' : 'Send invitation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
