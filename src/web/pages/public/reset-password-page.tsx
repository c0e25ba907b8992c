import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { MIN_PASSWORD_LENGTH } from '../../../domain/auth';
import { recoveryKeyInput } from '../../../domain/vault';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { IconCardHeader } from '../../components/icon-card-header';
import { Field } from '../../components/ui/field';
import { useToast } from '../../hooks/use-toast';
import { Input } from '../../components/ui/input';
import { ApiError, apiRequest, readJson, serverMessage } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { CenteredLayout } from '../../components/layout/centered-layout';
import { failureToast } from './password/failure-toast';
import { InvalidResetLink } from './password/invalid-reset-link';
import { NewRecoveryKeyCard } from './password/new-recovery-key-card';
import { PasswordInput } from './password/password-input';
import { BackToLoginFooter } from './password/back-to-login-footer';
import { ResetWithoutKeyDialog } from './password/reset-without-key-dialog';
import { useResetToken } from './password/reset-token';
import { useNewPasswordCheck, usePasswordRule } from '../../lib/site-info';

type FormValues = { newPassword: string; confirmPassword: string; recoveryKey: string };
type ResetBody = { token: string; newPassword: string; recoveryKey?: string };
/** A reset without the recovery key answers a new one (and the username, for the kit). */
type ResetAnswer = { message: string; recoveryKey?: string; username?: string };
const MISMATCH = 'Passwords do not match. Please try again.';
const TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;

/** /reset-password#token=...: sets a new password from an emailed link (part 1 §2, §5, §8). */
export default function ResetPasswordPage() {
  const token = useResetToken();
  const navigate = useNavigate();
  const { toast } = useToast();
  const passwordRule = usePasswordRule();
  const passwordProblem = useNewPasswordCheck();
  const [visible, setVisible] = useState(false);
  const [confirmWithoutKey, setConfirmWithoutKey] = useState(false);
  const [newKey, setNewKey] = useState<{ recoveryKey: string; username: string } | null>(null);
  const form = useForm<FormValues>({
    defaultValues: { newPassword: '', confirmPassword: '', recoveryKey: '' },
  });
  const { errors } = form.formState;

  const reset = useMutation({
    mutationFn: async (body: ResetBody) =>
      readJson<ResetAnswer>(await apiRequest('POST', '/api/reset-password', body)),
    // The token is single use: never send it twice behind the user's back.
    retry: false,
    onSuccess: ({ recoveryKey, username }) => {
      toast({
        title: 'Password Reset Successful',
        description: 'Your password has been updated. You can now log in with your new password.',
      });
      if (recoveryKey && username) setNewKey({ recoveryKey, username });
      else navigate('/auth');
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, ['newPassword', 'recoveryKey']);
      // A key that does not open the account: said under the field too (the link still works).
      if (error instanceof ApiError && /recovery key/i.test(error.message))
        form.setError('recoveryKey', { type: 'server', message: serverMessage(error) });
      toast(
        failureToast(error, {
          title: 'Reset Failed',
          fallback: 'Failed to reset password. Please try again.',
          network: 'Failed to reset password. Please check your connection and try again.',
        }),
      );
    },
  });

  if (newKey) {
    return (
      <CenteredLayout>
        <NewRecoveryKeyCard {...newKey} onContinue={() => navigate('/auth')} />
      </CenteredLayout>
    );
  }

  if (!token) {
    return (
      <CenteredLayout>
        <InvalidResetLink />
      </CenteredLayout>
    );
  }

  // The spec's local checks, in its order: both as a toast and under the field concerned.
  const onSubmit = form.handleSubmit(({ newPassword, confirmPassword, recoveryKey }) => {
    if (newPassword !== confirmPassword) {
      form.setError('confirmPassword', { type: 'mismatch', message: MISMATCH });
      toast({ title: 'Password Mismatch', description: MISMATCH, variant: 'destructive' });
      return;
    }
    // Under 6 characters the spec's words; 6 to 9 under the strong rule, the rule's own.
    const tooShort = passwordProblem(newPassword, TOO_SHORT);
    if (tooShort) {
      form.setError('newPassword', { type: 'minLength', message: tooShort });
      toast({ title: 'Password Too Short', description: tooShort, variant: 'destructive' });
      return;
    }
    if (!recoveryKey.trim()) {
      setConfirmWithoutKey(true);
      return;
    }
    const key = recoveryKeyInput.safeParse(recoveryKey);
    if (!key.success) {
      form.setError('recoveryKey', { type: 'format', message: key.error.issues[0]?.message });
      return;
    }
    reset.mutate({ token, newPassword, recoveryKey: key.data });
  });

  return (
    <CenteredLayout>
      <Card className="shadow-lg">
        <IconCardHeader
          icon={LockKeyhole}
          title="Set a New Password"
          description="Choose a new password for your account."
        />
        <form onSubmit={onSubmit} noValidate>
          <CardContent className="grid gap-5">
            <Field
              label="New Password"
              htmlFor="reset-new-password"
              error={errors.newPassword?.message}
              hint={passwordRule}
            >
              <PasswordInput
                visible={visible}
                onToggleVisible={() => setVisible((v) => !v)}
                autoComplete="new-password"
                autoFocus
                {...form.register('newPassword')}
              />
            </Field>
            <Field
              label="Confirm New Password"
              htmlFor="reset-confirm-password"
              error={errors.confirmPassword?.message}
            >
              <PasswordInput
                visible={visible}
                autoComplete="new-password"
                {...form.register('confirmPassword')}
              />
            </Field>
            <Field
              label="Recovery Key (optional)"
              htmlFor="reset-recovery-key"
              error={errors.recoveryKey?.message}
              hint="From your Emergency Kit. Without it, your existing encrypted details stay locked."
            >
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono"
                {...form.register('recoveryKey')}
              />
            </Field>
            <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
              {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
            </Button>
          </CardContent>
        </form>
        <BackToLoginFooter />
      </Card>
      <ResetWithoutKeyDialog
        open={confirmWithoutKey}
        onOpenChange={setConfirmWithoutKey}
        onConfirm={() => reset.mutate({ token, newPassword: form.getValues('newPassword') })}
      />
    </CenteredLayout>
  );
}
