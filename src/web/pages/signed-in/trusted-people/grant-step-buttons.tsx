import { useState } from 'react';
import { Check, PauseCircle, X } from 'lucide-react';
import type { TrustedPerson } from '../../../../domain/trusted-people';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { GrantReauthDialog } from './grant-reauth-dialog';
import { areasText, daysText, formatMoment, personName } from './grant-words';
import { reauthActionUrl, useGrantAction } from './use-trusted-people';

/**
 * The owner's answer to a waiting request, on the person's card and on the request page:
 * approve (the password, then access opens) or reject (asked to confirm first).
 */
export function RequestAnswerButtons({ person }: { person: TrustedPerson }) {
  const name = personName(person);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const reject = useGrantAction('POST', 'reject', () => `Request rejected. ${name} can ask again.`);
  return (
    <>
      <Button size="sm" onClick={() => setDialog('approve')}>
        <Check aria-hidden="true" /> Approve now
      </Button>
      <Button size="sm" variant="outline" onClick={() => setDialog('reject')}>
        <X aria-hidden="true" /> Reject
      </Button>
      <GrantReauthDialog
        open={dialog === 'approve'}
        onOpenChange={(open) => setDialog(open ? 'approve' : null)}
        url={reauthActionUrl(person.id, 'approve')}
        title={`Approve ${name}'s access now?`}
        description={`${name} can read ${areasText(person.areas).toLowerCase()} at once, read only, instead of from ${formatMoment(person.opensAt)}.`}
        confirmLabel="Approve now"
        pendingLabel="Approving..."
        done={`${name} has access now.`}
      />
      <ConfirmDialog
        open={dialog === 'reject'}
        onOpenChange={(open) => setDialog(open ? 'reject' : null)}
        title={`Reject ${name}'s request?`}
        description={`${name} does not get access, and is told. ${name} remains your Executor and can ask again later.`}
        confirmLabel="Reject"
        pendingLabel="Rejecting..."
        pending={reject.isPending}
        onConfirm={() => reject.mutate(person.id, { onSettled: () => setDialog(null) })}
      />
    </>
  );
}

/**
 * "Return to standby" for an executor whose access is open: closes it, keeps them as executor
 * with the same wait, and says honestly what cannot be taken back.
 */
export function StandbyButton({ person }: { person: TrustedPerson }) {
  const name = personName(person);
  const [open, setOpen] = useState(false);
  const standby = useGrantAction(
    'POST',
    'standby',
    () => `${name} is on standby again. Their access is closed.`,
  );
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <PauseCircle aria-hidden="true" /> Return to standby
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Return ${name} to standby?`}
        description={`${name} can no longer open your records, from now on. What ${name} already saw, downloaded or copied while access was open cannot be taken back: your access history shows what they opened. ${name} remains your Executor; a new request waits ${daysText(person.waitDays)} again, and you can reject it.`}
        confirmLabel="Return to standby"
        pendingLabel="Closing access..."
        pending={standby.isPending}
        onConfirm={() => standby.mutate(person.id, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
