import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ShieldAlert, X } from 'lucide-react';
import {
  requestBannerText,
  timeLeftText,
  type WaitingRequest,
  type WaitingRequests,
} from '../../../domain/emergency-requests';
import { requestPagePath } from '../../../domain/trusted-people';
import { toast } from '../../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../../lib/api';
import { ConfirmDialog } from '../confirm-dialog';
import { PasswordConfirmDialog } from '../password-confirm-dialog';
import { Button } from '../ui/button';

/** GET /api/emergency-requests: the owner's waiting requests. */
export const WAITING_REQUESTS_KEY = ['/api/emergency-requests'] as const;

/** What an answer changes: the banner, the Trusted People page and the bell. */
const AFTER_ANSWER = [WAITING_REQUESTS_KEY, ['/api/trusted-people'], ['/api/notifications']];

/**
 * On every screen of the owner while an executor's request waits (issue 45): who asked, why, the
 * days left (rounded up) and the answer, until it is settled. A bell number alone was missed.
 */
export function RequestBanner() {
  const { data } = useQuery<WaitingRequests>({
    queryKey: WAITING_REQUESTS_KEY,
    refetchInterval: 60_000,
    refetchOnWindowFocus: 'always',
  });
  if (!data || data.requests.length === 0) return null;
  return (
    <div data-testid="request-banner" role="alert" className="grid">
      {data.requests.map((request) => (
        <RequestStrip key={request.id} request={request} />
      ))}
    </div>
  );
}

function RequestStrip({ request }: { request: WaitingRequest }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const refresh = () =>
    Promise.all(AFTER_ANSWER.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const reject = useMutation({
    mutationFn: async () =>
      readJson(
        await apiRequest('POST', `/api/trusted-people/${encodeURIComponent(request.id)}/reject`),
      ),
    onSuccess: async () => {
      toast({
        title: 'Success',
        description: `Request rejected. ${request.name} can ask again.`,
      });
      await refresh();
    },
    onError: (error) =>
      toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' }),
  });
  const left = timeLeftText(request.opensAt);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
      <p className="flex min-w-0 flex-1 basis-64 items-start gap-2">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 break-words">
          <span className="font-medium">{requestBannerText(request)}</span>{' '}
          <span data-testid="request-banner-left">Access opens unless you reject it: {left}.</span>{' '}
          <Link className="underline" to={requestPagePath(request.id)}>
            Details
          </Link>
        </span>
      </p>
      <div className="flex gap-2">
        <Button size="sm" className="h-8 max-sm:h-11" onClick={() => setDialog('approve')}>
          <Check aria-hidden="true" /> Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="bg-background/80 h-8 max-sm:h-11"
          onClick={() => setDialog('reject')}
        >
          <X aria-hidden="true" /> Reject
        </Button>
      </div>
      <PasswordConfirmDialog
        open={dialog === 'approve'}
        onOpenChange={(open) => setDialog(open ? 'approve' : null)}
        title={`Approve ${request.name}'s access now?`}
        description={`${request.name} can read your records at once, read only, instead of when the wait ends (${left}).`}
        confirmLabel="Approve now"
        pendingLabel="Approving..."
        onConfirm={({ password, code }) =>
          apiRequest('POST', `/api/trusted-people/${encodeURIComponent(request.id)}/approve`, {
            password,
            code: code || undefined,
          })
        }
        onDone={async () => {
          toast({ title: 'Success', description: `${request.name} has access now.` });
          await refresh();
        }}
        onFailure={(error) =>
          toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' })
        }
      />
      <ConfirmDialog
        open={dialog === 'reject'}
        onOpenChange={(open) => setDialog(open ? 'reject' : null)}
        title={`Reject ${request.name}'s request?`}
        description={`${request.name} does not get access, and is told. ${request.name} remains your Executor and can ask again later.`}
        confirmLabel="Reject"
        pendingLabel="Rejecting..."
        pending={reject.isPending}
        onConfirm={() => reject.mutate(undefined, { onSettled: () => setDialog(null) })}
      />
    </div>
  );
}
