import { useQueryClient } from '@tanstack/react-query';
import { PasswordConfirmDialog } from '../../components/password-confirm-dialog';
import { toast } from '../../hooks/use-toast';
import { serverMessage } from '../../lib/api';
import { cachedApplicationName } from '../../lib/site-info';
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
  // Tried or refused, the export is in the audit log.
  const showLogs = () => void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.logs });
  return (
    <PasswordConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Export account data"
      description="Downloads every account's details and record counts as a JSON file: no passwords, keys or record contents. Enter your password to continue."
      confirmLabel="Export"
      pendingLabel="Exporting..."
      onConfirm={({ password, code }) =>
        exportAccounts(cachedApplicationName(queryClient), password, code || undefined).finally(
          showLogs,
        )
      }
      onDone={() => toast({ title: 'Success', description: 'Data export completed' })}
      onFailure={(error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'Failed to export data'),
          variant: 'destructive',
        })
      }
    />
  );
}
