import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { adminSettingsSchema } from '../../../domain/admin';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { useAdminSettings } from './use-admin-settings';

const formSchema = adminSettingsSchema.pick({
  applicationName: true,
  supportEmail: true,
  maxFileSizeMb: true,
  maxLetterFileSizeMb: true,
  storageQuotaGb: true,
  sessionTimeoutHours: true,
});
type SettingsForm = ReturnType<typeof formSchema.parse>;
const FIELDS = [
  'applicationName',
  'supportEmail',
  'maxFileSizeMb',
  'maxLetterFileSizeMb',
  'storageQuotaGb',
  'sessionTimeoutHours',
] as const;

/** The whole-number settings, with the bounds the server's schema holds them to. */
const WHOLE_NUMBERS = [
  {
    name: 'maxFileSizeMb',
    label: 'Max File Size (MB)',
    hint: 'Largest document upload accepted.',
    max: 100,
  },
  {
    name: 'maxLetterFileSizeMb',
    label: 'Max Letters & Wishes File Size (MB)',
    hint: 'Largest scanned letter or recorded message accepted (100 MB: a few minutes of phone video).',
    max: 1000,
  },
  {
    name: 'storageQuotaGb',
    label: 'Storage per Account (GB)',
    hint: "Uploads, letters' files and imports; past it an upload is refused.",
    max: 10000,
  },
  {
    name: 'sessionTimeoutHours',
    label: 'Session Timeout (hours)',
    hint: 'How long a sign-in lasts (new sessions).',
    max: 720,
  },
] as const;

/** Settings tab: application name, support email, upload limit, storage quota, session lifetime. */
export function SettingsTab() {
  const { settings, save } = useAdminSettings('Settings saved');
  const form = useForm<SettingsForm>({ resolver: zodResolver(formSchema) });
  const { errors, isDirty } = form.formState;
  const s = settings.data;
  useEffect(() => {
    if (s) {
      form.reset({
        applicationName: s.applicationName,
        supportEmail: s.supportEmail,
        maxFileSizeMb: s.maxFileSizeMb,
        maxLetterFileSizeMb: s.maxLetterFileSizeMb,
        storageQuotaGb: s.storageQuotaGb,
        sessionTimeoutHours: s.sessionTimeoutHours,
      });
    }
  }, [s, form]);

  if (!s) return <Skeleton className="h-80 w-full" />;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
    }),
  );

  return (
    <Card>
      <form onSubmit={submit} noValidate className="grid gap-6">
        <CardHeader>
          <CardTitle>System Settings</CardTitle>
          <CardDescription>
            The name shows in the header, page titles and emails; the support email, once set, in
            the footers, the maintenance page and emails.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Application Name"
            htmlFor="applicationName"
            error={errors.applicationName?.message}
          >
            <Input {...form.register('applicationName')} />
          </Field>
          <Field
            label="Support Email"
            htmlFor="supportEmail"
            error={errors.supportEmail?.message}
            hint={
              s.supportEmail
                ? 'Offered to people who need help. Leave it empty to offer none.'
                : 'Not set: pages and emails offer no support address until you enter one that someone reads.'
            }
          >
            <Input type="email" placeholder="help@example.com" {...form.register('supportEmail')} />
          </Field>
          {WHOLE_NUMBERS.map(({ name, label, hint, max }) => (
            <Field
              key={name}
              label={label}
              htmlFor={name}
              error={errors[name]?.message}
              hint={hint}
            >
              <Input
                type="number"
                min={1}
                max={max}
                step={1}
                {...form.register(name, { valueAsNumber: true })}
              />
            </Field>
          ))}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={save.isPending || !isDirty}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
