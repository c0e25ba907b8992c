import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, serverMessage } from '../../../lib/api';
import { SUBSCRIPTION_KEY } from '../../../lib/billing';
import { USER_QUERY_KEY } from '../../../lib/query-client';

/** Cancels at the period end after a confirmation; the plan runs until `endsOn`. */
export function CancelSubscriptionButton({ endsOn }: { endsOn: string | null }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const until = endsOn ? `until ${endsOn}` : 'until the end of the period you paid for';
  const cancel = useMutation({
    mutationFn: () => apiRequest('POST', '/api/billing/cancel'),
    onSuccess: async () => {
      setOpen(false);
      toast({ title: 'Subscription cancelled', description: `Your plan stays active ${until}.` });
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    onError: (error) => {
      setOpen(false);
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to cancel the subscription'),
        variant: 'destructive',
      });
    },
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" className="text-destructive hover:text-destructive">
          Cancel Subscription
        </Button>
      }
      title="Cancel your subscription?"
      description={`Your plan stays active ${until} and is not renewed. After that your records become read-only: nothing is deleted, and you can still view, export and print everything.`}
      cancelLabel="Keep Subscription"
      confirmLabel="Cancel at Period End"
      pendingLabel="Cancelling..."
      pending={cancel.isPending}
      onConfirm={() => cancel.mutate()}
    />
  );
}
