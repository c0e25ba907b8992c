import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MailOpen } from 'lucide-react';
import {
  CONFIRM_BEFORE_ACCEPTING,
  INVITATION_PATH,
  ROLE_INFO,
  type Invitation,
} from '../../../domain/trusted-people';
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
import { toast } from '../../hooks/use-toast';
import { ApiError, apiRequest, readJson, serverMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import {
  forgetInvitation,
  invitationTokenFrom,
  rememberInvitation,
  rememberedInvitation,
} from '../../lib/invitation-link';
import { SendAgainButton } from '../../components/send-again-button';
import { InvitationDetails } from './invitation/invitation-details';

/** The words when the link names no invitation (404). */
const UNKNOWN_LINK =
  'This invitation link is not valid. Ask the person who invited you to send it again.';

/**
 * The token once: from the link (then out of the address bar, history and bookmarks, and kept
 * for this tab so sign-up or sign-in can come back here), else the one kept before.
 */
function useInvitationToken(): string | null {
  const [token] = useState(() => invitationTokenFrom(window.location) ?? rememberedInvitation());
  useEffect(() => {
    if (token) rememberInvitation(token);
    const { hash, pathname } = window.location;
    if (hash || pathname !== INVITATION_PATH)
      window.history.replaceState(window.history.state, '', INVITATION_PATH);
  }, [token]);
  return token;
}

/**
 * /invitations#token=…, the emailed link (and /invitations/<token>, as links were mailed
 * before): who invites you, to do what, until when. Signed out it leads to sign-up (which the
 * link proves the address for) or sign-in, and back here; signed in it accepts, and the server
 * checks the account's confirmed email is the invited one. The token goes in request bodies only.
 */
export default function InvitationPage() {
  const token = useInvitationToken();
  const { user } = useAuth();
  const navigate = useNavigate();
  const query = useQuery<Invitation>({
    // Not an '/api/…' key: the offline copy keeps those answers on disk, and this key holds a token.
    queryKey: ['invitation', token],
    queryFn: async () =>
      readJson<Invitation>(await apiRequest('POST', '/api/invitations/lookup', { token })),
    enabled: Boolean(token),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => apiRequest('POST', '/api/invitations/accept', { token }),
    retry: false,
    onSuccess: () => {
      forgetInvitation();
      toast({
        title: 'Invitation accepted',
        description: `${query.data?.ownerName ?? 'The owner'} will confirm you by comparing your fingerprint.`,
      });
      navigate('/trusted-people');
    },
  });
  const invitation = query.data;
  const mustConfirm =
    user && accept.error && serverMessage(accept.error) === CONFIRM_BEFORE_ACCEPTING(user.email);

  return (
    <CenteredLayout>
      <PageTitle title="Invitation" />
      <Card className="shadow-lg">
        <CardHeader className="justify-items-center text-center">
          <span className="bg-primary/10 text-primary flex size-12 items-center justify-center rounded-full">
            <MailOpen aria-hidden="true" className="size-6" />
          </span>
          <CardTitle as="h1">
            {invitation ? `${invitation.ownerName} invites you` : 'Invitation'}
          </CardTitle>
          {invitation && (
            <CardDescription>
              to be one of the people they trust with their family records.
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="grid gap-5">
          {!token ? (
            <p role="alert" className="text-destructive text-center text-sm">
              This invitation link is not complete. Open the link from the email again.
            </p>
          ) : query.isPending ? (
            <Spinner label="Loading the invitation..." />
          ) : query.isError || !invitation ? (
            <p role="alert" className="text-destructive text-center text-sm">
              {query.error instanceof ApiError && query.error.status === 404
                ? UNKNOWN_LINK
                : serverMessage(query.error)}
            </p>
          ) : (
            <>
              <InvitationDetails invitation={invitation} role={ROLE_INFO[invitation.role]} />
              {accept.isError && (
                <p role="alert" className="text-destructive text-sm">
                  {serverMessage(accept.error)}
                </p>
              )}
              {mustConfirm && <SendAgainButton variant="outline" />}
              {user ? (
                <div className="grid gap-2">
                  <Button disabled={accept.isPending} onClick={() => accept.mutate()}>
                    {accept.isPending ? 'Accepting...' : 'Accept invitation'}
                  </Button>
                  <p className="text-muted-foreground text-center text-xs">
                    Signed in as {user.email}
                  </p>
                </div>
              ) : (
                <div className="grid gap-2">
                  <Button asChild>
                    <Link
                      to={`/auth?${new URLSearchParams({ tab: 'register', returnTo: INVITATION_PATH })}`}
                    >
                      Create an account
                    </Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to={`/auth?${new URLSearchParams({ returnTo: INVITATION_PATH })}`}>
                      Sign in
                    </Link>
                  </Button>
                </div>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </CenteredLayout>
  );
}
