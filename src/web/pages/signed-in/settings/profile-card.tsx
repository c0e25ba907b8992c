import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { profileFieldsSchema } from '../../../../domain/auth';
import type { PublicUser } from '../../../../domain/user';
import { ADDRESS_MESSAGES } from '../../../../domain/verified-addresses';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../hooks/use-toast';
import { ApiError, apiRequest, readJson, serverMessage } from '../../../lib/api';
import { USER_QUERY_KEY } from '../../../lib/query-client';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { ReauthCodeField, reauthFieldOf, withoutSpaces } from '../../../components/reauth-fields';

type ProfileForm = {
  firstName: string;
  lastName: string;
  email: string;
  currentPassword: string;
  code: string;
};
const FIELDS = ['firstName', 'lastName', 'email', 'currentPassword', 'code'] as const;

/**
 * The form always holds the three profile fields (the API accepts any subset). A new email also
 * takes the current password, and a code while two-factor sign-in is on.
 */
function profileFormSchema(savedEmail: string, twoFactor: boolean) {
  return profileFieldsSchema
    .extend({ currentPassword: z.string(), code: z.string() })
    .superRefine((v, ctx) => {
      if (v.email === savedEmail) return;
      if (!v.currentPassword)
        ctx.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          message: 'Enter your current password to change your email.',
        });
      if (twoFactor && !v.code)
        ctx.addIssue({
          code: 'custom',
          path: ['code'],
          message: 'Enter the 6-digit code from your authenticator app or a recovery code.',
        });
    });
}

const toForm = (user: PublicUser): ProfileForm => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email,
  currentPassword: '',
  code: '',
});

/** Where the address stands, under the email field (nothing once it is confirmed). */
function emailHint(user: PublicUser): string | undefined {
  if (user.pendingEmail)
    return `${user.pendingEmail} takes the place of this address when you open the link we sent to it.`;
  if (user.emailTaken) return 'Enter the email address this account should use from now on.';
  if (!user.emailConfirmed) return 'Not confirmed yet: open the link we sent to this address.';
  return undefined;
}

/** Name and email form → PATCH /api/user. */
export function ProfileCard({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const schema = useMemo(
    () => profileFormSchema(user.email, user.twoFactorEnabled),
    [user.email, user.twoFactorEnabled],
  );
  const form = useForm<ProfileForm>({ resolver: zodResolver(schema), defaultValues: toForm(user) });
  const { errors } = form.formState;
  const emailChanging = useWatch({ control: form.control, name: 'email' }).trim() !== user.email;

  const save = useMutation({
    mutationFn: async ({ currentPassword, code, ...profile }: ProfileForm) => {
      const proof =
        profile.email === user.email ? {} : { currentPassword, code: code || undefined };
      return readJson<PublicUser>(await apiRequest('PATCH', '/api/user', { ...profile, ...proof }));
    },
    onSuccess: (saved, asked) => {
      // A new address waits for its link (docs/decisions/018): the form shows the current one.
      const newAddress = saved.pendingEmail !== null && asked.email === saved.pendingEmail;
      queryClient.setQueryData(USER_QUERY_KEY, saved);
      form.reset(toForm(saved));
      toast({
        title: 'Profile updated',
        description: newAddress
          ? `${ADDRESS_MESSAGES.changeRequested(saved.pendingEmail!)} Your other sessions were signed out.`
          : 'Your profile has been saved.',
      });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, FIELDS);
      // 409 on this route means the email belongs to another account.
      if (error instanceof ApiError && error.status === 409) {
        form.setError('email', { type: 'server', message: serverMessage(error) });
      }
      const field = reauthFieldOf(error);
      if (field)
        form.setError(field === 'code' ? 'code' : 'currentPassword', {
          type: 'server',
          message: serverMessage(error),
        });
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to update profile'),
        variant: 'destructive',
      });
    },
  });

  return (
    <Card>
      <form
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        noValidate
        className="grid gap-6"
      >
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>Your name and the email address we write to.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" htmlFor="firstName" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </Field>
          <Field label="Last name" htmlFor="lastName" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </Field>
          <Field
            label="Email"
            htmlFor="email"
            error={errors.email?.message}
            hint={emailHint(user)}
            className="sm:col-span-2"
          >
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          {emailChanging && (
            <>
              <Field
                label="Current password"
                htmlFor="profile-current-password"
                error={errors.currentPassword?.message}
                hint="Changing your email signs you out everywhere else."
                className="sm:col-span-2"
              >
                <Input
                  type="password"
                  autoComplete="current-password"
                  {...form.register('currentPassword')}
                />
              </Field>
              {user.twoFactorEnabled && (
                <div className="sm:col-span-2">
                  <ReauthCodeField
                    id="profile-code"
                    error={errors.code?.message}
                    registration={form.register('code', { setValueAs: withoutSpaces })}
                  />
                </div>
              )}
            </>
          )}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Profile'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
