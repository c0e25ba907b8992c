import { KeyRound } from 'lucide-react';
import { RecoveryKeyPanel } from '../../../components/recovery-key-panel';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';

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
      <CardHeader className="text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-gold/20 text-primary">
          <KeyRound className="size-6" aria-hidden="true" />
        </span>
        <CardTitle>
          <h1 className="mt-2 font-display text-2xl font-semibold tracking-tight">
            Save Your New Recovery Key
          </h1>
        </CardTitle>
        <CardDescription>
          Your password has been reset. This new key protects what you add from now on. The details
          you stored before stay locked until you unlock them in Account Settings.
        </CardDescription>
      </CardHeader>
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
