import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { apiRequest, readJson, serverMessage } from '../../../lib/api';

export type SetupAnswer = { secret: string; otpauthUrl: string; qrCodeDataUrl: string };

interface PasswordStepProps {
  /** The server made a secret: show it, and keep the password for turning it on. */
  onStarted: (answer: SetupAnswer, password: string) => void;
  onCancel?: () => void;
}

/**
 * The first step of turning two-factor sign-in on: the current password, however fresh the
 * session, since whoever enrols their phone controls the account (POST /api/account/2fa/setup).
 */
export function TwoFactorPasswordStep({ onStarted, onCancel }: PasswordStepProps) {
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const setup = useMutation({
    mutationFn: async (password: string) =>
      readJson<SetupAnswer>(await apiRequest('POST', '/api/account/2fa/setup', { password })),
    onSuccess: (answer, password) => onStarted(answer, password),
    onError: (error) =>
      form.setError(
        'password',
        {
          type: 'server',
          message: serverMessage(error, 'Two-factor setup could not start. Please try again.'),
        },
        { shouldFocus: true },
      ),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ password }) => setup.mutate(password))}
      className="grid gap-4"
    >
      <p className="text-sm">First, enter your password to confirm it is you.</p>
      <Field
        label="Current password"
        htmlFor="two-factor-setup-password"
        error={form.formState.errors.password?.message}
      >
        <Input
          type="password"
          autoComplete="current-password"
          className="max-w-sm"
          {...form.register('password', { required: 'Current password is required' })}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={setup.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={setup.isPending}>
          {setup.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Continue
        </Button>
      </div>
    </form>
  );
}
