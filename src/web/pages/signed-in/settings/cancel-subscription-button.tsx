import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button, buttonVariants } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, serverMessage } from '../../../lib/api';
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
      await queryClient.invalidateQueries({ queryKey: ['/api/billing/subscription'] });
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
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" className="text-destructive hover:text-destructive">
          Cancel Subscription
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel your subscription?</AlertDialogTitle>
          <AlertDialogDescription>
            Your plan stays active {until} and is not renewed. After that your records become
            read-only: nothing is deleted, and you can still view, export and print everything.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>Keep Subscription</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={cancel.isPending}
            onClick={(event) => {
              // Stay open until the server answers, so a failure can be reported here.
              event.preventDefault();
              cancel.mutate();
            }}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel at Period End'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
