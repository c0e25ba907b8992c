import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { changePasswordSchema, type ChangePasswordInput } from '../../../../domain/auth';
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
import { apiRequest, serverMessage } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { usePasswordRule } from '../../../lib/site-info';

const passwordFormSchema = changePasswordSchema
  .extend({ confirmNewPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: 'Passwords do not match. Please try again.',
    path: ['confirmNewPassword'],
  });
type PasswordForm = z.infer<typeof passwordFormSchema>;
const FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** Change-password form → POST /api/user/password. */
export function PasswordCard() {
  const passwordRule = usePasswordRule();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const change = useMutation({
    mutationFn: (body: ChangePasswordInput) => apiRequest('POST', '/api/user/password', body),
    onSuccess: () => {
      form.reset(EMPTY);
      toast({ title: 'Password changed', description: 'Your password has been updated.' });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, FIELDS);
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to change password'),
        variant: 'destructive',
      });
    },
  });

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate({ currentPassword, newPassword }),
  );

  return (
    <Card>
      <form onSubmit={submit} noValidate className="grid gap-6">
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg font-semibold">Change password</h2>
          </CardTitle>
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
            <Field label="New password" htmlFor="newPassword" error={errors.newPassword?.message}>
              <Input
                type="password"
                autoComplete="new-password"
                {...form.register('newPassword')}
              />
            </Field>
            <Field
              label="Confirm new password"
              htmlFor="confirmNewPassword"
              error={errors.confirmNewPassword?.message}
            >
              <Input
                type="password"
                autoComplete="new-password"
                {...form.register('confirmNewPassword')}
              />
            </Field>
          </div>
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
