import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { toast } from '../../hooks/use-toast';
import { serverMessage } from '../../lib/api';
import { cachedApplicationName } from '../../lib/site-info';
import {
  NO_PASSWORD_AND_CODE,
  PasswordAndCodeFields,
  showPasswordOrCodeError,
  type PasswordAndCode,
} from '../../components/reauth-fields';
import { ADMIN_KEYS } from './admin-queries';
import { exportAccounts } from './data-transfer';

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
  const form = useForm<PasswordAndCode>({ defaultValues: NO_PASSWORD_AND_CODE });

  const exporting = useMutation({
    mutationFn: ({ password, code }: PasswordAndCode) =>
      exportAccounts(cachedApplicationName(queryClient), password, code || undefined),
    onSuccess: () => {
      form.reset();
      onOpenChange(false);
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.logs });
      toast({ title: 'Success', description: 'Data export completed' });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.logs });
      if (showPasswordOrCodeError(form, error)) return;
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
          <PasswordAndCodeFields form={form} />
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
