import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../hooks/use-toast';
import { ApiError, serverMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { cachedApplicationName } from '../../lib/site-info';
import { ReauthCodeField, reauthFieldOf, withoutSpaces } from '../signed-in/settings/reauth-fields';
import { ADMIN_KEYS } from './admin-queries';
import { exportAccounts } from './data-transfer';

interface Answers {
  password: string;
  code: string;
}

/**
 * Export Data: the admin's password again (and a code while two-factor sign-in is on), then the
 * account and metadata download. A wrong password shows under the field; the dialog stays open.
 */
export function ExportPasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const passwordId = useId();
  const codeId = useId();
  const form = useForm<Answers>({ defaultValues: { password: '', code: '' } });
  const { errors } = form.formState;

  const exporting = useMutation({
    mutationFn: ({ password, code }: Answers) =>
      exportAccounts(cachedApplicationName(queryClient), password, code || undefined),
    onSuccess: () => {
      form.reset();
      onOpenChange(false);
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.logs });
      toast({ title: 'Success', description: 'Data export completed' });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.logs });
      if (error instanceof ApiError && error.status === 400) {
        form.setError(reauthFieldOf(error) === 'code' ? 'code' : 'password', {
          type: 'server',
          message: serverMessage(error),
        });
        return;
      }
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to export data'),
        variant: 'destructive',
      });
    },
  });

  const close = () => {
    form.reset();
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent showCloseButton={!exporting.isPending}>
        <form
          onSubmit={form.handleSubmit((answers) => exporting.mutate(answers))}
          noValidate
          className="grid gap-4"
        >
          <DialogHeader>
            <DialogTitle>Export account data</DialogTitle>
            <DialogDescription>
              Downloads every account&apos;s details and record counts as a JSON file: no passwords,
              keys or record contents. Enter your password to continue.
            </DialogDescription>
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
                required: 'Enter the 6-digit code from your authenticator app or a recovery code.',
                setValueAs: withoutSpaces,
              })}
            />
          )}
          <DialogFooter>
            <Button variant="outline" type="button" onClick={close} disabled={exporting.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={exporting.isPending}>
              {exporting.isPending ? 'Exporting...' : 'Export'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
