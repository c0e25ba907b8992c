import { useNavigate } from 'react-router';
import { Redirect } from '../../components/server-render';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { useAuth } from '../../lib/auth';
import { USER_QUERY_KEY } from '../../lib/query-client';
import { BrandMark } from '../../components/brand-mark';
import { TwoFactorSetup } from './settings/two-factor-setup';

/**
 * /setup-two-factor: where a user lands while the administrator requires two-factor sign-in
 * and they have not set it up (the app frame sends them here; the server refuses their data
 * until then). No app frame: only the brand, the setup and a way out.
 */
export default function SetupTwoFactorPage() {
  const { user, logoutMutation } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (!user) return <Redirect to={logoutMutation.isSuccess ? '/' : '/auth'} />;
  if (!user.mustEnrolTwoFactor) return <Redirect to="/" />;

  const signOut = () =>
    logoutMutation.mutate(undefined, { onSuccess: () => navigate('/', { replace: true }) });
  const done = async () => {
    // The session is enrolled now: the fresh user answer lets the app frame in again.
    await queryClient.refetchQueries({ queryKey: USER_QUERY_KEY });
    navigate('/', { replace: true });
  };

  return (
    <div className="bg-secondary/40 flex min-h-dvh flex-col px-4 py-6 sm:px-8">
      <PageTitle title="Set Up Two-Factor Sign-In" />
      <header className="flex items-center justify-between gap-4">
        <BrandMark />
        <Button variant="outline" onClick={signOut} disabled={logoutMutation.isPending}>
          <LogOut aria-hidden="true" /> Sign Out
        </Button>
      </header>
      <main className="flex flex-1 items-center justify-center py-10">
        <Card className="w-full max-w-2xl shadow-lg">
          <CardHeader>
            <CardTitle as="h1">Set Up Two-Factor Sign-In</CardTitle>
            <CardDescription>
              Your administrator requires two-factor sign-in for every account. Set it up to
              continue: from now on, signing in asks for a code from an authenticator app on your
              phone after your password.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <TwoFactorSetup onDone={() => void done()} />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
