import { useState } from 'react';
import { ShieldAlert } from 'lucide-react';
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

/** New data key for a suspected compromise (POST /api/account/rotate-key). */
export function DataKeyCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">New data key</h2>
        </CardTitle>
        <CardDescription>
          Think someone has seen your password or recovery key, or lost a device you were signed in
          on? Make a new data key: every record and file is encrypted again under it, you get a new
          recovery key, and every other session is signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <ShieldAlert aria-hidden="true" /> Make a new data key
        </Button>
        <PasswordThenKeyDialog
          open={open}
          onOpenChange={setOpen}
          url="/api/account/rotate-key"
          title="Make a new data key?"
          description="Every record and file is encrypted again, which can take a moment. Your old recovery key stops working, and you are signed out everywhere except here. Enter your password to go on."
          confirmLabel="Make New Data Key"
          pendingLabel="Encrypting again..."
          keyDescription="Your details are now encrypted under a new data key. Your old recovery key no longer works: print a new Emergency Kit."
          failure="Failed to make a new data key"
          onDone={() =>
            toast({
              title: 'New data key made',
              description:
                'Your details were encrypted again and your other sessions were signed out.',
            })
          }
        />
      </CardContent>
    </Card>
  );
}
