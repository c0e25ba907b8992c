import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { toast } from '../../../hooks/use-toast';
import { PasswordThenKeyDialog } from './password-then-key-dialog';

/** Recovery Key: make a new one (POST /api/account/recovery-key); the old one stops working. */
export function RecoveryKeyCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">Recovery Key</h2>
        </CardTitle>
        <CardDescription>
          Your recovery key opens your encrypted details if you forget your password. Lost it, or
          think someone else has seen it? Make a new one: the old key stops working at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <KeyRound aria-hidden="true" /> Make a new recovery key
        </Button>
        <PasswordThenKeyDialog
          open={open}
          onOpenChange={setOpen}
          url="/api/account/recovery-key"
          title="Make a new recovery key?"
          description="Your current recovery key, and any Emergency Kit printed with it, will stop working. Enter your password to go on."
          confirmLabel="Make New Key"
          pendingLabel="Making key..."
          keyDescription="Your old recovery key no longer works. Print a new Emergency Kit and destroy the old one."
          failure="Failed to make a new recovery key"
          onDone={() =>
            toast({
              title: 'New recovery key made',
              description: 'Your old recovery key no longer works.',
            })
          }
        />
      </CardContent>
    </Card>
  );
}
