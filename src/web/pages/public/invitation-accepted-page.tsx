import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Redirect } from '../../components/server-render';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import type { SharedVault, TrustedPeople } from '../../../domain/trusted-people';
import { SIX_WORDS_ARE_FOR } from '../../../domain/invitation-words';
import { CenteredLayout } from '../../components/layout/centered-layout';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../hooks/use-toast';
import { serverMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { INVITATION_ACCEPTED_PATH } from '../../lib/invitation-link';

/** The same answer the Trusted People page reads (its query key), so going on costs nothing. */
const TRUSTED_PEOPLE_KEY = ['/api/trusted-people'] as const;

/** The invitation just accepted: the one named in `?grant=`, else the newest waiting one. */
function acceptedVault(vaults: SharedVault[], grantId: string | null): SharedVault | undefined {
  const waiting = vaults.filter((v) => v.state === 'accepted');
  return (grantId ? vaults.find((v) => v.id === grantId) : undefined) ?? waiting.at(-1);
}

/**
 * /invitations/accepted: what happens now, right after accepting (from the invitation page, or
 * at the end of the sign-up from its link). The owner confirms the invitee by comparing six
 * words, by phone or in person; the words are shown large, to be read out.
 */
export default function InvitationAcceptedPage() {
  const { user, isLoading } = useAuth();
  const [params] = useSearchParams();
  const query = useQuery<TrustedPeople>({ queryKey: TRUSTED_PEOPLE_KEY, enabled: Boolean(user) });
  // The sign-up's welcome toast, let out as the recovery key screen closed, would cover the six
  // words on a phone; this screen is the welcome.
  const dismissOnce = useRef(useToast().dismiss);
  useEffect(() => dismissOnce.current(), []);

  if (!user) {
    if (isLoading) return <Spinner fullPage />;
    const returnTo = `${INVITATION_ACCEPTED_PATH}?${params}`;
    return <Redirect to={`/auth?${new URLSearchParams({ returnTo })}`} />;
  }
  const vault = query.data && acceptedVault(query.data.sharedWithMe, params.get('grant'));
  const owner = vault?.ownerName ?? 'The person who invited you';
  const words = query.data?.myFingerprint.split(/\s+/) ?? [];

  return (
    <CenteredLayout>
      <PageTitle title="Invitation accepted" />
      <Card className="shadow-lg">
        <CardHeader className="justify-items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-200">
            <CircleCheck aria-hidden="true" className="size-6" />
          </span>
          <CardTitle as="h1">Invitation accepted</CardTitle>
          <CardDescription>
            {vault
              ? `${owner} still has to confirm you. Nothing of theirs is shared before that.`
              : 'The person who invited you still has to confirm you.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {query.isPending ? (
            <Spinner label="Loading..." />
          ) : query.isError ? (
            <p role="alert" className="text-destructive text-center text-sm">
              {serverMessage(query.error)}
            </p>
          ) : (
            <>
              <section className="grid gap-2 text-sm" aria-labelledby="accepted-next">
                <h2 id="accepted-next" className="text-base font-semibold">
                  What happens now
                </h2>
                <ol className="list-decimal space-y-1 pl-5">
                  <li>{owner} is told that you accepted.</li>
                  <li>
                    {owner} confirms you with {SIX_WORDS_ARE_FOR}. Their page shows six words; these
                    are yours. They must match, word for word.
                  </li>
                  <li>
                    Once they match and {owner} confirms you, we email you, and their records appear
                    in your account.
                  </li>
                </ol>
              </section>
              <section className="grid gap-2" aria-labelledby="accepted-words">
                <h2 id="accepted-words" className="text-sm font-semibold">
                  Your six words
                </h2>
                {/* Each word whole on its line (never "cricke/t"): they flow onto the next line
                    as whole words at any width and text size. */}
                <ol
                  data-testid="my-six-words"
                  className="bg-muted flex flex-wrap gap-x-6 gap-y-2 rounded-lg p-4"
                >
                  {words.map((word, i) => (
                    <li
                      key={i}
                      className="flex items-baseline gap-2 whitespace-nowrap [overflow-wrap:normal]"
                    >
                      <span className="text-muted-foreground text-xs tabular-nums">{i + 1}</span>
                      <span className="font-mono text-2xl font-semibold tracking-wide">{word}</span>
                    </li>
                  ))}
                </ol>
                <p className="text-muted-foreground text-xs">
                  Never send them by email or text message: a call or a visit is what proves it is
                  you.
                </p>
              </section>
              <Button asChild>
                <Link to="/trusted-people">Go to Trusted People</Link>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </CenteredLayout>
  );
}
