import { useState, type ReactNode } from 'react';
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
import { toast } from '../../../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import {
  NO_PASSWORD_AND_CODE,
  PasswordAndCodeFields,
  showPasswordOrCodeError,
  type PasswordAndCode,
} from '../../../components/reauth-fields';

/** What the dialog asks, calls and says. */
export interface PasswordThenKeyDialogProps {
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
  const form = useForm<PasswordAndCode>({ defaultValues: NO_PASSWORD_AND_CODE });

  const request = useMutation({
    mutationFn: async ({ password, code }: PasswordAndCode) =>
      readJson<{ recoveryKey: string }>(
        await apiRequest('POST', url, { password, code: code || undefined }),
      ),
    onSuccess: (answer) => {
      form.reset();
      setRecoveryKey(answer.recoveryKey);
      props.onDone();
    },
    onError: (error) => {
      showPasswordOrCodeError(form, error);
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
            <PasswordAndCodeFields form={form} />
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
