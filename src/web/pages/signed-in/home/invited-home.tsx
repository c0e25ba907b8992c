import { Link } from 'react-router';
import { Hourglass, KeyRound } from 'lucide-react';
import type { InvitedStatus } from '../../../../domain/emergency-requests';
import { AREA_NAMES } from '../../../../domain/navigation';
import { ROLE_INFO } from '../../../../domain/trusted-people';
import type { RecordKindKey } from '../../../../domain/records';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../../components/ui/card';
import { switchVault } from '../../../lib/vault-switch';

const areasWords = (areas: 'all' | string[]) =>
  areas === 'all'
    ? 'all their records'
    : areas.map((a) => AREA_NAMES[a as RecordKindKey] ?? a).join(', ');

/**
 * The home of someone who came through an invitation and has nothing of their own (issue 45):
 * not a new owner's dashboard but what happens next: the six words to read out, who confirms,
 * what they will then see; once confirmed, the way into the shared records.
 */
export function InvitedHome({ status }: { status: InvitedStatus }) {
  return (
    <div className="grid max-w-3xl gap-6" data-testid="invited-home">
      <PageTitle title="What happens next" />
      <h1 className="font-display text-3xl font-semibold tracking-tight">What happens next</h1>
      {status.waiting.map((grant) => (
        <Card key={grant.ownerName} data-testid="waiting-for-confirmation">
          <CardContent className="grid gap-3">
            <CardTitle as="h2" className="flex items-center gap-2">
              <Hourglass aria-hidden="true" className="size-5" />
              {grant.ownerName} confirms you next
            </CardTitle>
            <p>
              {grant.ownerName} will ask you to read out these six words, to be sure the invitation
              reached you and nobody else:
            </p>
            <p
              className="bg-muted rounded-md p-3 font-mono text-lg break-words"
              data-testid="my-six-words"
            >
              {status.fingerprint}
            </p>
            <p>
              Once {grant.ownerName} confirms you, you will see {areasWords(grant.areas)}, as their{' '}
              {ROLE_INFO[grant.role].label}: {ROLE_INFO[grant.role].summary}
            </p>
            <p className="text-muted-foreground text-sm">
              We email you when it is done. Nothing is asked of you meanwhile, and reading what is
              shared with you is never paid for.
            </p>
          </CardContent>
        </Card>
      ))}
      {status.open.map((vault) => (
        <Card key={vault.ownerId}>
          <CardContent className="flex flex-wrap items-center justify-between gap-3">
            <CardTitle as="h2" className="flex items-center gap-2">
              <KeyRound aria-hidden="true" className="size-5" />
              {vault.ownerName}&apos;s records are open to you
            </CardTitle>
            <Button
              onClick={() =>
                void switchVault({
                  ownerId: vault.ownerId,
                  ownerName: vault.ownerName,
                  role: 'viewer',
                  areas: [],
                  canWrite: false,
                })
              }
            >
              Open {vault.ownerName}&apos;s records
            </Button>
          </CardContent>
        </Card>
      ))}
      <p className="text-muted-foreground text-sm">
        Want to keep records of your own too? Add one from the menu at any time:{' '}
        <Link className="underline" to="/family">
          Family Members
        </Link>
        .
      </p>
    </div>
  );
}
