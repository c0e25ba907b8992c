import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { RecoveryKeyPanel } from '../../../components/recovery-key-panel';
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
import { toast } from '../../../hooks/use-toast';
import { ApiError, apiRequest, readJson, serverMessage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { ReauthCodeField, reauthFieldOf, withoutSpaces } from './reauth-fields';

interface PasswordThenKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint that takes {password, code?} and answers {recoveryKey}. */
  url: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** Shown above the new key once the server has answered. */
  keyDescription: ReactNode;
  /** Toast and cache work once the server has answered. */
  onDone: () => void;
  /** What the failure toast says when the server gives no message. */
  failure: string;
}

/**
 * Asks for the password (and a code while two-factor sign-in is on), calls `url`, then shows the
 * new recovery key until it is saved.
 */
export function PasswordThenKeyDialog(props: PasswordThenKeyDialogProps) {
  const { open, onOpenChange, url, title, description, confirmLabel, pendingLabel } = props;
  const { user } = useAuth();
  const [recoveryKey, setRecoveryKey] = useState<string | null>(null);
  const passwordId = useId();
  const codeId = useId();
  const form = useForm<{ password: string; code: string }>({
    defaultValues: { password: '', code: '' },
  });
  const { errors } = form.formState;

  const request = useMutation({
    mutationFn: async ({ password, code }: { password: string; code: string }) =>
      readJson<{ recoveryKey: string }>(
        await apiRequest('POST', url, { password, code: code || undefined }),
      ),
    onSuccess: (answer) => {
      form.reset();
      setRecoveryKey(answer.recoveryKey);
      props.onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400)
        form.setError(reauthFieldOf(error) === 'code' ? 'code' : 'password', {
          type: 'server',
          message: serverMessage(error),
        });
      toast({
        title: 'Error',
        description: serverMessage(error, props.failure),
        variant: 'destructive',
      });
    },
  });

  const close = () => {
    setRecoveryKey(null);
    form.reset();
    onOpenChange(false);
  };
  const submit = form.handleSubmit((answers) => request.mutate(answers));
  // With a key on screen the dialog closes only through Continue: the key is not shown again.
  const locked = recoveryKey !== null || request.isPending;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !locked && close())}>
      <DialogContent showCloseButton={!locked}>
        {recoveryKey && user ? (
          <>
            <DialogHeader>
              <DialogTitle>Save your new recovery key</DialogTitle>
              <DialogDescription>{props.keyDescription}</DialogDescription>
            </DialogHeader>
            <RecoveryKeyPanel
              recoveryKey={recoveryKey}
              username={user.username}
              onContinue={close}
            />
          </>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{description}</DialogDescription>
            </DialogHeader>
            <Field label="Password" htmlFor={passwordId} error={errors.password?.message}>
              <Input
                type="password"
                autoComplete="current-password"
                autoFocus
                {...form.register('password', { required: 'Password is required' })}
              />
            </Field>
            {user?.twoFactorEnabled && (
              <ReauthCodeField
                id={codeId}
                error={errors.code?.message}
                registration={form.register('code', {
                  required:
                    'Enter the 6-digit code from your authenticator app or a recovery code.',
                  setValueAs: withoutSpaces,
                })}
              />
            )}
            <DialogFooter>
              <Button variant="outline" onClick={close} disabled={request.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={request.isPending}>
                {request.isPending ? pendingLabel : confirmLabel}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
