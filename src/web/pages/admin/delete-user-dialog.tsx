import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '../../../domain/admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toast } from '../../hooks/use-toast';
import { apiRequest } from '../../lib/api';
import { toastFailure } from './admin-queries';

/** The 'Delete User Account' confirmation; deleting removes the account, records and files. */
export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/admin/users/${id}`),
    onSuccess: () => {
      onDeleted();
      onClose();
      toast({ title: 'Success', description: 'User deleted successfully' });
    },
    onError: (error) => toastFailure(error, 'Failed to delete user'),
  });

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete User Account"
      description={
        <>
          This will permanently delete the account of <strong>{user?.username}</strong> and all of
          their data: every record and every uploaded document. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => user && remove.mutate(user.id)}
    />
  );
}
