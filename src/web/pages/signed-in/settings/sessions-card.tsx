import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, serverMessage } from '../../../lib/api';
import { eraseOfflineCopy } from '../../../offline/persist';

/** Ends every session of the user, this one included, after a confirmation. */
export function SessionsCard() {
  const [open, setOpen] = useState(false);
  const signOutEverywhere = useMutation({
    mutationFn: () => apiRequest('POST', '/api/user/sign-out-everywhere'),
    // A full page load: this session is gone too, and no cached record should survive it.
    onSuccess: async () => {
      await eraseOfflineCopy();
      window.location.href = '/auth';
    },
    onError: (error) => {
      setOpen(false);
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to sign out of all sessions'),
        variant: 'destructive',
      });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>
          Lost a device or signed in on a shared computer? End every session at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="outline">
              <LogOut /> Sign out of all sessions
            </Button>
          }
          title="Sign out of all sessions?"
          description="This signs you out on every device, including this one. You will need to sign in again."
          confirmLabel="Sign out everywhere"
          pendingLabel="Signing out..."
          pending={signOutEverywhere.isPending}
          onConfirm={() => signOutEverywhere.mutate()}
        />
      </CardContent>
    </Card>
  );
}
