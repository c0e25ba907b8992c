import { KeyRound } from 'lucide-react';
import { RecoveryKeyPanel } from '../../../components/recovery-key-panel';
import { Card, CardContent } from '../../../components/ui/card';
import { IconCardHeader } from '../../../components/icon-card-header';

/** After a reset without the recovery key: the new key, shown once, before going to sign in. */
export function NewRecoveryKeyCard({
  recoveryKey,
  username,
  onContinue,
}: {
  recoveryKey: string;
  username: string;
  onContinue: () => void;
}) {
  return (
    <Card className="shadow-lg">
      <IconCardHeader
        icon={KeyRound}
        tone="gold"
        title="Save Your New Recovery Key"
        description="Your password has been reset. This new key protects what you add from now on. The details you stored before stay locked until you unlock them in Account Settings."
      />
      <CardContent>
        <RecoveryKeyPanel
          recoveryKey={recoveryKey}
          username={username}
          onContinue={onContinue}
          continueLabel="Continue to Sign In"
        />
      </CardContent>
    </Card>
  );
}
