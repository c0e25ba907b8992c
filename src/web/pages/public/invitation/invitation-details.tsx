import { inviteeCan, inviteeNextSteps, inviteeWhen } from '../../../../domain/invitation-words';
import type { Invitation } from '../../../../domain/trusted-people';

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * What an invitation offers, in the invitee's terms (the email's words, domain/invitation-words):
 * the owner's note as they wrote it, what they will be able to do, when, what to do next.
 */
export function InvitationDetails({ invitation }: { invitation: Invitation }) {
  const { ownerName } = invitation;
  return (
    <div className="grid gap-4 text-sm">
      {invitation.note && (
        <figure className="grid gap-1">
          <figcaption className="text-muted-foreground">{ownerName} wrote:</figcaption>
          {/* React escapes the text; pre-line keeps the owner's line breaks. */}
          <blockquote className="border-primary/40 bg-muted/50 rounded-r-md border-l-4 px-3 py-2 break-words whitespace-pre-line">
            {invitation.note}
          </blockquote>
        </figure>
      )}
      <section className="grid gap-1" aria-labelledby="invitation-can">
        <h2 id="invitation-can" className="font-semibold">
          What you will be able to do
        </h2>
        <p>{inviteeCan(invitation)}</p>
      </section>
      <section className="grid gap-1" aria-labelledby="invitation-when">
        <h2 id="invitation-when" className="font-semibold">
          When
        </h2>
        <p>{inviteeWhen(invitation)}</p>
      </section>
      <section className="grid gap-1" aria-labelledby="invitation-next">
        <h2 id="invitation-next" className="font-semibold">
          What to do next
        </h2>
        <ol className="list-decimal space-y-1 pl-5">
          {inviteeNextSteps(ownerName).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <p className="text-muted-foreground text-xs">
        Accept by {day.format(new Date(invitation.expiresAt))}.
      </p>
    </div>
  );
}
