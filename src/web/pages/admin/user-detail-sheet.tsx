import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminUser, AdminUserDetail } from '../../../domain/admin';
import { formatDate } from '../../../domain/format';
import { RECORD_KINDS } from '../../../domain/records';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '../../components/ui/sheet';
import { Skeleton } from '../../components/ui/skeleton';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/** View: the account's metadata and how many records it holds, never what they contain. */
export function UserDetailSheet({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) {
  const detail = useQuery<AdminUserDetail>({
    queryKey: [`/api/admin/users/${user?.id}`],
    enabled: user !== null,
    staleTime: 0,
  });
  const d = detail.data;
  return (
    <Sheet open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-md">
        <SheetHeader>
          <SheetTitle>{user?.username}</SheetTitle>
          <SheetDescription>
            Account details. Record contents are encrypted and not shown to administrators.
          </SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">
          {detail.isLoading || !d ? (
            <div className="grid gap-2">
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-2/3" />
            </div>
          ) : (
            <>
              <h3 className="mb-1 text-sm font-semibold">Account</h3>
              <dl className="divide-y">
                <Row label="Email">{d.email}</Row>
                <Row label="Status">{d.isActive ? 'Active' : 'Suspended'}</Row>
                <Row label="Role">{d.isAdmin ? 'Administrator' : 'User'}</Row>
                <Row label="Plan">{d.planName ?? 'None'}</Row>
                <Row label="Subscription">{d.subscriptionStatus ?? 'None'}</Row>
                {d.trialEndsAt && <Row label="Trial ends">{formatDate(d.trialEndsAt)}</Row>}
                <Row label="Joined">{formatDate(d.createdAt)}</Row>
                <Row label="Last login">{d.lastLogin ? formatDate(d.lastLogin) : 'Never'}</Row>
                <Row label="Two-factor sign-in">{d.twoFactorEnabled ? 'On' : 'Off'}</Row>
                <Row label="Open sessions">{d.activeSessions}</Row>
                <Row label="Stored files">{`${d.storedFiles} (${d.storageUsed})`}</Row>
              </dl>
              <h3 className="mt-5 mb-1 text-sm font-semibold">Records</h3>
              <dl className="divide-y" data-testid="record-counts">
                {RECORD_KINDS.map((kind) => (
                  <Row
                    key={kind.key}
                    label={kind.plural.charAt(0).toUpperCase() + kind.plural.slice(1)}
                  >
                    {d.recordCounts[kind.key] ?? 0}
                  </Row>
                ))}
              </dl>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
