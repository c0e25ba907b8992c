import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MailOpen } from 'lucide-react';
import { ROLE_INFO, type Invitation } from '../../../domain/trusted-people';
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
import { ApiError, apiRequest, serverMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { InvitationDetails } from './invitation/invitation-details';

/** The words when the link names no invitation (404). */
const UNKNOWN_LINK =
  'This invitation link is not valid. Ask the person who invited you to send it again.';

/**
 * /invitations/:token, the emailed link: who invites you, to do what, until when. Signed out it
 * leads to sign-up (or sign-in) and back here; signed in it accepts, and the server checks the
 * account's email is the invited one.
 */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const path = `/api/invitations/${encodeURIComponent(token)}`;
  const query = useQuery<Invitation>({ queryKey: [path], retry: false });
  const accept = useMutation({
    mutationFn: () => apiRequest('POST', `${path}/accept`),
    retry: false,
    onSuccess: () => {
      toast({
        title: 'Invitation accepted',
        description: `${query.data?.ownerName ?? 'The owner'} will confirm you by comparing your fingerprint.`,
      });
      navigate('/trusted-people');
    },
  });
  const here = `/invitations/${encodeURIComponent(token)}`;
  const invitation = query.data;

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
          {query.isPending ? (
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
                    <Link to={`/auth?${new URLSearchParams({ tab: 'register', returnTo: here })}`}>
                      Create an account
                    </Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to={`/auth?${new URLSearchParams({ returnTo: here })}`}>Sign in</Link>
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
