import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  REQUEST_NOTE_MAX,
  REQUEST_REASONS,
  REQUEST_REASON_LABELS,
  type RequestReason,
  type SharedVault,
} from '../../../../domain/trusted-people';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../../../lib/api';
import { requestConfirmText } from '../../../../domain/emergency-requests';
import { daysText } from './grant-words';
import { useRefreshTrustedPeople } from './use-trusted-people';

/**
 * An executor's "Request access": what happened, an optional note (sealed so only the owner can
 * read it), what happens next, then a confirmation step; nothing is sent before that.
 */
export function RequestAccessDialog({
  vault,
  open,
  onOpenChange,
}: {
  vault: SharedVault;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState<RequestReason | null>(null);
  const [note, setNote] = useState('');
  const [step, setStep] = useState<'ask' | 'confirm'>('ask');
  const refresh = useRefreshTrustedPeople();
  const owner = vault.ownerName;
  const send = useMutation({
    mutationFn: async () =>
      readJson<SharedVault>(
        await apiRequest('POST', `/api/trusted-people/${encodeURIComponent(vault.id)}/request`, {
          reason,
          note: note.trim() || undefined,
        }),
      ),
    onSuccess: async () => {
      toast({ title: 'Success', description: `${owner} has been told you asked for access.` });
      // Still pending while this runs, so not through close(), which waits for it.
      reset();
      onOpenChange(false);
      await refresh();
    },
    onError: (error) => {
      toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' });
    },
  });
  const reset = () => {
    setStep('ask');
    setReason(null);
    setNote('');
  };
  const close = (next: boolean) => {
    if (send.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {step === 'ask' ? (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (reason) setStep('confirm');
            }}
          >
            <DialogHeader>
              <DialogTitle>Request access to {owner}&apos;s records</DialogTitle>
              <DialogDescription>
                Use this only when {owner} cannot act: {owner} is told at once, by email and in the
                app.
              </DialogDescription>
            </DialogHeader>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">What happened?</legend>
              {REQUEST_REASONS.map((r) => (
                <label key={r} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                    className="size-4"
                  />
                  {REQUEST_REASON_LABELS[r].replace('The owner', owner)}
                </label>
              ))}
            </fieldset>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-note`}>A note to {owner} (optional)</Label>
              <Textarea
                id={`${id}-note`}
                value={note}
                maxLength={REQUEST_NOTE_MAX}
                onChange={(e) => setNote(e.target.value)}
                rows={3}
              />
              <p className="text-muted-foreground text-xs">
                Sealed so that only {owner} can read it, in the app. It is never put in an email.
              </p>
            </div>
            <div className="bg-muted/50 grid gap-1 rounded-md p-3 text-sm">
              <p className="font-medium">What happens next</p>
              <p>
                {owner} can approve your request at once or reject it. If {owner} does neither,
                access opens after {daysText(vault.waitDays)}, read only. You can withdraw the
                request while it waits.
              </p>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!reason}>
                Continue
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <div className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Send the request to {owner}?</DialogTitle>
              <DialogDescription>
                {reason &&
                  requestConfirmText(reason, owner, daysText(vault.waitDays), !!note.trim())}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setStep('ask')}>
                Back
              </Button>
              <Button type="button" disabled={send.isPending} onClick={() => send.mutate()}>
                {send.isPending ? 'Sending...' : 'Send request'}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
