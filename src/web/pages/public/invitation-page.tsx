import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MailOpen } from 'lucide-react';
import { INVITEE_ROLE_NAMES, inviteeGreeting } from '../../../domain/invitation-words';
import {
  CONFIRM_BEFORE_ACCEPTING,
  INVITATION_PATH,
  type Invitation,
  type SharedVault,
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
import { ApiError, apiRequest, readJson, serverMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import {
  forgetInvitation,
  INVITATION_ACCEPTED_PATH,
  invitationEmailFrom,
  invitationTokenFrom,
  rememberInvitation,
  rememberInvitationEmail,
  rememberedInvitation,
  rememberedInvitationEmail,
} from '../../lib/invitation-link';
import { SendAgainButton } from '../../components/send-again-button';
import { InvitationDetails } from './invitation/invitation-details';
import { InvitationSignUp } from './invitation/invitation-sign-up';

/** The words when the link names no invitation (404). */
const UNKNOWN_LINK =
  'This invitation link is not valid. Ask the person who invited you to send it again.';

/**
 * The token once: from the link (then out of the address bar, history and bookmarks, and kept
 * for this tab so sign-up or sign-in can come back here), else the one kept before.
 */
function useInvitationLink(): { token: string | null; email: string | null } {
  const [link] = useState(() => {
    const fromLink = invitationTokenFrom(window.location);
    return fromLink
      ? { token: fromLink, email: invitationEmailFrom(window.location) }
      : { token: rememberedInvitation(), email: rememberedInvitationEmail() };
  });
  useEffect(() => {
    if (link.token) rememberInvitation(link.token);
    if (link.email) rememberInvitationEmail(link.email);
    const { hash, pathname } = window.location;
    if (hash || pathname !== INVITATION_PATH)
      window.history.replaceState(window.history.state, '', INVITATION_PATH);
  }, [link]);
  return link;
}

/**
 * /invitations#token=…, the emailed link (and /invitations/<token>, as links were mailed
 * before): who invites you, to do what, until when. Signed out it leads to sign-up (which the
 * link proves the address for) or sign-in, and back here; signed in it accepts, and the server
 * checks the account's confirmed email is the invited one. The token goes in request bodies only.
 */
export default function InvitationPage() {
  const { token, email } = useInvitationLink();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [signingUp, setSigningUp] = useState(false);
  const query = useQuery<Invitation>({
    // Not an '/api/…' key: the offline copy keeps those answers on disk, and this key holds a token.
    queryKey: ['invitation', token, email],
    queryFn: async () =>
      readJson<Invitation>(
        await apiRequest('POST', '/api/invitations/lookup', { token, ...(email ? { email } : {}) }),
      ),
    enabled: Boolean(token),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: async () =>
      readJson<SharedVault>(await apiRequest('POST', '/api/invitations/accept', { token })),
    retry: false,
    onSuccess: (vault) => {
      forgetInvitation();
      navigate(`${INVITATION_ACCEPTED_PATH}?${new URLSearchParams({ grant: vault.id })}`);
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
              {inviteeGreeting(invitation.inviteeName)} {invitation.ownerName} asks you to be{' '}
              {INVITEE_ROLE_NAMES[invitation.role]}: one of the people they trust with their family
              records.
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
              <InvitationDetails invitation={invitation} />
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
              ) : signingUp ? (
                <InvitationSignUp
                  token={token}
                  // The lookup checked it against the invitation's hash (else a 400 above).
                  email={email}
                  inviteeName={invitation.inviteeName}
                  ownerName={invitation.ownerName}
                />
              ) : (
                <div className="grid gap-2">
                  <Button onClick={() => setSigningUp(true)}>Create an account</Button>
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
