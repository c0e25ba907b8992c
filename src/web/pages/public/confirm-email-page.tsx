import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import type { EmailConfirmed } from '../../../domain/verified-addresses';
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
import { apiRequest, readJson, serverMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { USER_QUERY_KEY } from '../../lib/query-client';
import { useResetToken } from './password/reset-token';

/**
 * /confirm-email#token=…: the link mailed at sign-up, on "Send again" and for a new address.
 * The token is read from the fragment (never sent to a server) and then cleared from the
 * address bar. Confirming is a button press, not the page load: a mail scanner that opens links
 * must not confirm an address for an account its owner never made.
 */
export default function ConfirmEmailPage() {
  const token = useResetToken();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: async () =>
      readJson<EmailConfirmed>(
        await apiRequest('POST', '/api/email-confirmation/confirm', { token }),
      ),
    retry: false,
    // The banner and Account Settings read the address from the signed-in user.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });

  return (
    <CenteredLayout>
      <PageTitle title="Confirm your email address" />
      <Card className="shadow-lg">
        <CardHeader className="justify-items-center text-center">
          <span className="bg-primary/10 text-primary flex size-12 items-center justify-center rounded-full">
            <MailCheck aria-hidden="true" className="size-6" />
          </span>
          <CardTitle as="h1">Confirm your email address</CardTitle>
          <CardDescription>
            Confirm only if you asked for this: it shows the address belongs to your account.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!token ? (
            <p role="alert" className="text-destructive text-center text-sm">
              This confirmation link is not complete. Open the link from the email again.
            </p>
          ) : confirm.isSuccess ? (
            <>
              <p role="status" className="text-center text-sm font-medium">
                {confirm.data.message}
              </p>
              <Button asChild>
                <Link to={user ? '/' : '/auth'}>{user ? 'Continue' : 'Sign in'}</Link>
              </Button>
            </>
          ) : (
            <>
              {confirm.isError && (
                <p role="alert" className="text-destructive text-center text-sm">
                  {serverMessage(confirm.error)}
                </p>
              )}
              <Button disabled={confirm.isPending} onClick={() => confirm.mutate()}>
                {confirm.isPending ? 'Confirming...' : 'Confirm my email address'}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </CenteredLayout>
  );
}
