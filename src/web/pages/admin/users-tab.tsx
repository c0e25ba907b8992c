import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser } from '../../../domain/admin';
import { formatDate } from '../../../domain/format';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../hooks/use-toast';
import { apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { ADMIN_KEYS, toastFailure } from './admin-queries';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserDetailSheet } from './user-detail-sheet';

const TIER_LABELS: Record<string, string> = {
  essential: 'Essential',
  complete: 'Complete',
  premium: 'Premium',
  trial: 'Trial',
  none: 'No plan',
};

/** Users tab: every account with status, tier, email, dates and the admin's actions. */
export function UsersTab() {
  const { user: me } = useAuth();
  const queryClient = useQueryClient();
  const users = useQuery<AdminUser[]>({ queryKey: ADMIN_KEYS.users });
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.users });
    void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.stats });
  };
  const setActive = useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest('POST', `/api/admin/users/${id}/${active ? 'reactivate' : 'suspend'}`),
    onSuccess: (_res, { active }) => {
      refresh();
      toast({
        title: 'Success',
        description: active ? 'User reactivated successfully' : 'User suspended successfully',
      });
    },
    onError: (error, { active }) =>
      toastFailure(error, active ? 'Failed to reactivate user' : 'Failed to suspend user'),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>User Management</CardTitle>
        <CardDescription>
          Accounts and their metadata. Records stay encrypted; View shows counts only.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {users.isLoading ? (
          <div className="grid gap-3">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : users.error ? (
          <p role="alert" className="text-destructive text-sm">
            Failed to load users. Please try refreshing the page.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Users">
            {(users.data ?? []).map((u) => {
              const self = u.id === me?.id;
              return (
                <li
                  key={u.id}
                  data-testid="admin-user-row"
                  className="flex flex-col gap-3 py-3 md:flex-row md:items-center md:justify-between"
                >
                  <div className="grid min-w-0 gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{u.username}</span>
                      <Badge variant={u.isActive ? 'secondary' : 'destructive'}>
                        {u.isActive ? 'Active' : 'Suspended'}
                      </Badge>
                      <Badge variant="outline">
                        {TIER_LABELS[u.subscriptionTier] ?? u.subscriptionTier}
                      </Badge>
                      {u.isAdmin && <Badge variant="outline">Admin</Badge>}
                    </div>
                    <p className="text-muted-foreground truncate text-sm">{u.email}</p>
                    <p className="text-muted-foreground text-xs">
                      Joined {formatDate(u.createdAt)} · Last login{' '}
                      {u.lastLogin ? formatDate(u.lastLogin) : 'never'}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" onClick={() => setViewing(u)}>
                      View
                    </Button>
                    {u.isActive ? (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={self || setActive.isPending}
                        title={self ? 'You cannot suspend your own account' : undefined}
                        onClick={() => setActive.mutate({ id: u.id, active: false })}
                      >
                        Suspend
                      </Button>
                    ) : (
                      <>
                        <Button variant="outline" size="sm" disabled>
                          Suspend
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={setActive.isPending}
                          onClick={() => setActive.mutate({ id: u.id, active: true })}
                        >
                          Reactivate
                        </Button>
                      </>
                    )}
                    <Button
                      variant="destructive"
                      size="sm"
                      disabled={self}
                      title={self ? 'You cannot delete your own account' : undefined}
                      onClick={() => setDeleting(u)}
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <UserDetailSheet user={viewing} onClose={() => setViewing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
    </Card>
  );
}
