import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Redirect } from '../../components/server-render';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { PageTitle } from '../../components/page-title';
import { RecoveryKeyPanel } from '../../components/recovery-key-panel';
import { Card, CardContent } from '../../components/ui/card';
import { IconCardHeader } from '../../components/icon-card-header';
import { Spinner } from '../../components/ui/spinner';
import { holdToasts } from '../../hooks/use-toast';
import { useAuth } from '../../lib/auth';
import { USER_QUERY_KEY } from '../../lib/query-client';
import { safeReturnTo } from './auth/return-to';
import { CenteredLayout } from '../../components/layout/centered-layout';

/** What sign-up and sign-in hand this page in the router's location state. */
interface SaveRecoveryKeyState {
  recoveryKey?: unknown;
  next?: unknown;
}

/**
 * /save-recovery-key: the recovery key just made at sign-up (or at the sign-in that gave an older
 * account one), shown once. Reached only with the key in location state; otherwise home.
 */
export default function SaveRecoveryKeyPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const state = (location.state ?? {}) as SaveRecoveryKeyState;
  const recoveryKey = typeof state.recoveryKey === 'string' ? state.recoveryKey : null;
  const next = safeReturnTo(typeof state.next === 'string' ? state.next : null);
  // Sign-up leaves the user to this page (see registerMutation): read who is signed in once.
  const [checked, setChecked] = useState(user !== null);
  // Nothing may cover the key on any screen: the welcome toast waits until the person goes on.
  useLayoutEffect(() => holdToasts(), []);
  useEffect(() => {
    if (checked) return;
    void queryClient.refetchQueries({ queryKey: USER_QUERY_KEY }).finally(() => setChecked(true));
  }, [checked, queryClient]);

  if (!recoveryKey) return <Redirect to="/" />;
  if (!user) return checked ? <Redirect to="/" /> : <Spinner fullPage />;

  return (
    <CenteredLayout>
      <PageTitle title="Save Your Recovery Key" />
      <Card className="shadow-lg">
        <IconCardHeader
          icon={KeyRound}
          tone="gold"
          title="Save Your Recovery Key"
          description="This is the only time it is shown. Save it now, before you continue."
        />
        <CardContent>
          <RecoveryKeyPanel
            recoveryKey={recoveryKey}
            username={user.username}
            // Replacing this history entry also drops the key from the browser's history state.
            onContinue={() => navigate(next, { replace: true })}
          />
        </CardContent>
      </Card>
    </CenteredLayout>
  );
}
