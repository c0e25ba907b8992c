import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth';
import { USER_QUERY_KEY } from '../../../lib/query-client';
import { badgeToneProps } from '../../../records/record-card';
import { TurnOffTwoFactor } from './turn-off-two-factor';
import { TwoFactorSetup } from './two-factor-setup';

/** Account Settings: whether two-factor sign-in is on, setting it up, turning it off. */
export function TwoFactorCard() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [settingUp, setSettingUp] = useState(false);
  if (!user) return null;
  const on = user.twoFactorEnabled;
  // The user answer carries the status: re-read it after every change.
  const refreshUser = () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle>Two-factor sign-in</CardTitle>
          <Badge data-testid="two-factor-status" {...badgeToneProps(on ? 'success' : 'secondary')}>
            {on && <ShieldCheck aria-hidden="true" />}
            {on ? 'On' : 'Off'}
          </Badge>
        </div>
        <CardDescription>
          {on
            ? 'Signing in asks for a code from your authenticator app after your password.'
            : 'Ask for a code from an authenticator app on your phone after your password, so a stolen password alone cannot open your account.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settingUp ? (
          <TwoFactorSetup
            onCancel={() => setSettingUp(false)}
            onEnabled={refreshUser}
            onDone={() => setSettingUp(false)}
          />
        ) : on ? (
          <TurnOffTwoFactor onTurnedOff={refreshUser} />
        ) : (
          <Button onClick={() => setSettingUp(true)}>
            <ShieldCheck aria-hidden="true" /> Set Up Two-Factor Sign-In
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
