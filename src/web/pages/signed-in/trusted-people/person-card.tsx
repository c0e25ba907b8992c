import { useState } from 'react';
import { Link } from 'react-router';
import { Eye, RotateCw, ShieldCheck, UserMinus } from 'lucide-react';
import { SIX_WORDS_ARE_FOR } from '../../../../domain/invitation-words';
import { changeRefusal } from '../../../../domain/grant-changes';
import { requestPagePath, type TrustedPerson } from '../../../../domain/trusted-people';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../../components/ui/card';
import { ChangeGrantDialog } from './change-grant-dialog';
import { GrantReauthDialog } from './grant-reauth-dialog';
import { RequestAnswerButtons, StandbyButton } from './grant-step-buttons';
import { areasText, personName, personStateWords, roleText } from './grant-words';
import { FingerprintPhrase, StateBadge } from './state-badge';
import { reauthActionUrl, useGrantAction } from './use-trusted-people';

/** One person the owner trusts: who, role, areas, state in words, and what can be done now. */
export function PersonCard({ person }: { person: TrustedPerson }) {
  const name = personName(person);
  const words = personStateWords(person);
  const [dialog, setDialog] = useState<'confirm' | 'remove' | null>(null);
  const resend = useGrantAction(
    'POST',
    'resend',
    () => `Invitation sent again to ${person.email}.`,
  );
  const remove = useGrantAction('DELETE', undefined, () =>
    person.state === 'invited' ? 'Invitation cancelled.' : `${name} no longer has access.`,
  );
  const invited = person.state === 'invited';
  // A grant to confirm again (needsReconfirm) is back in 'accepted' too.
  const canConfirm = person.state === 'accepted';

  return (
    <Card className="gap-3 py-5" data-testid="trusted-person">
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <CardTitle as="h3" className="text-base break-words">
              {name}
            </CardTitle>
            {/* The relationship the owner chose, and the address beneath the name (issue 28). */}
            {person.relationship && (
              <p className="text-muted-foreground text-sm">{person.relationship}</p>
            )}
            {person.name && (
              <p className="text-muted-foreground text-sm break-all">{person.email}</p>
            )}
          </div>
          <StateBadge words={words} />
        </div>
        <dl className="grid gap-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Role:</dt>
            <dd>{roleText(person)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground shrink-0">Areas:</dt>
            <dd className="min-w-0 break-words">{areasText(person.areas)}</dd>
          </div>
        </dl>
        {words.detail && <p className="text-sm">{words.detail}</p>}
        <div className="flex flex-wrap gap-2">
          {canConfirm && (
            <Button size="sm" onClick={() => setDialog('confirm')}>
              <ShieldCheck aria-hidden="true" />
              {person.needsReconfirm ? 'Confirm again' : 'Confirm'}
            </Button>
          )}
          {person.state === 'requested' && (
            <>
              <Button size="sm" variant="outline" asChild>
                <Link to={requestPagePath(person.id)}>
                  <Eye aria-hidden="true" /> Review request
                </Link>
              </Button>
              <RequestAnswerButtons person={person} />
            </>
          )}
          {person.state === 'approved' && person.role === 'executor' && (
            <StandbyButton person={person} />
          )}
          {changeRefusal(person.state) === null && <ChangeGrantDialog person={person} />}
          {invited && (
            <Button
              size="sm"
              variant="outline"
              disabled={resend.isPending}
              onClick={() => resend.mutate(person.id)}
            >
              <RotateCw aria-hidden="true" /> Resend
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-muted-foreground hover:text-destructive"
            onClick={() => setDialog('remove')}
          >
            <UserMinus aria-hidden="true" /> {invited ? 'Cancel invitation' : 'Remove'}
          </Button>
        </div>
      </CardContent>
      <GrantReauthDialog
        open={dialog === 'confirm'}
        onOpenChange={(open) => setDialog(open ? 'confirm' : null)}
        url={reauthActionUrl(person.id, 'confirm')}
        title={`Confirm ${name}`}
        description={`Ask ${name} to read you the words under 'Your six words' on their Trusted People page: ${SIX_WORDS_ARE_FOR}. Confirm only if they match.`}
        confirmLabel="Confirm"
        pendingLabel="Confirming..."
        done={`${name} is confirmed.`}
      >
        <div className="grid gap-1.5">
          <p className="text-sm font-medium">{name}&apos;s six words</p>
          <FingerprintPhrase phrase={person.fingerprint ?? ''} testId="person-fingerprint" />
        </div>
      </GrantReauthDialog>
      <ConfirmDialog
        open={dialog === 'remove'}
        onOpenChange={(open) => setDialog(open ? 'remove' : null)}
        title={invited ? `Cancel the invitation to ${person.email}?` : `Remove ${name}?`}
        description={
          invited
            ? 'The link in the email stops working.'
            : `${name} loses access to your records at once. Your access history keeps what they did.`
        }
        confirmLabel={invited ? 'Cancel invitation' : 'Remove'}
        cancelLabel={invited ? 'Keep' : 'Cancel'}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(person.id, { onSettled: () => setDialog(null) })}
      />
    </Card>
  );
}
