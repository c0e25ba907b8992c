import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '../../../domain/admin';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { buttonVariants } from '../../components/ui/button';
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
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete User Account</AlertDialogTitle>
          <AlertDialogDescription>
            This will permanently delete the account of <strong>{user?.username}</strong> and all of
            their data: every record and every uploaded document. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={remove.isPending}
            onClick={(event) => {
              // Stay open until the server answers, so a failure is seen in context.
              event.preventDefault();
              if (user) remove.mutate(user.id);
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
