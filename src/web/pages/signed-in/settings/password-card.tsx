import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { changePasswordSchema, PASSWORD_TOO_SHORT } from '../../../../domain/auth';
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
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, serverMessage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useNewPasswordCheck, usePasswordRule } from '../../../lib/site-info';
import { ReauthCodeField, reauthFieldOf, withoutSpaces } from '../../../components/reauth-fields';

// The code is checked by the server, and only while two-factor sign-in is on.
const passwordFormSchema = changePasswordSchema
  .extend({ confirmNewPassword: z.string(), code: z.string() })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: 'Passwords do not match. Please try again.',
    path: ['confirmNewPassword'],
  });
type PasswordForm = z.infer<typeof passwordFormSchema>;
type ChangePasswordBody = { currentPassword: string; newPassword: string; code?: string };
const FIELDS = ['currentPassword', 'newPassword', 'code'] as const;
const EMPTY: PasswordForm = {
  currentPassword: '',
  newPassword: '',
  confirmNewPassword: '',
  code: '',
};

/** Change-password form → POST /api/user/password. */
export function PasswordCard() {
  const passwordRule = usePasswordRule();
  const passwordProblem = useNewPasswordCheck();
  const { user } = useAuth();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const change = useMutation({
    mutationFn: (body: ChangePasswordBody) => apiRequest('POST', '/api/user/password', body),
    onSuccess: () => {
      form.reset(EMPTY);
      toast({ title: 'Password changed', description: 'Your password has been updated.' });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, FIELDS);
      const field = reauthFieldOf(error);
      if (field)
        form.setError(field === 'code' ? 'code' : 'currentPassword', {
          type: 'server',
          message: serverMessage(error),
        });
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to change password'),
        variant: 'destructive',
      });
    },
  });

  const submit = form.handleSubmit(({ currentPassword, newPassword, code }) => {
    const problem = passwordProblem(newPassword, PASSWORD_TOO_SHORT);
    if (problem) return form.setError('newPassword', { type: 'rule', message: problem });
    change.mutate({ currentPassword, newPassword, code: code || undefined });
  });

  return (
    <Card>
      <form onSubmit={submit} noValidate className="grid gap-6">
        <CardHeader>
          <CardTitle>Change password</CardTitle>
          <CardDescription>{passwordRule}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Field
            label="Current password"
            htmlFor="currentPassword"
            error={errors.currentPassword?.message}
          >
            <Input
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <NewPasswordFields
              idPrefix="new"
              labels={['New password', 'Confirm new password']}
              errors={[errors.newPassword?.message, errors.confirmNewPassword?.message]}
              registrations={[form.register('newPassword'), form.register('confirmNewPassword')]}
            />
          </div>
          {user?.twoFactorEnabled && (
            <ReauthCodeField
              id="password-change-code"
              error={errors.code?.message}
              registration={form.register('code', { setValueAs: withoutSpaces })}
            />
          )}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Change Password'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
