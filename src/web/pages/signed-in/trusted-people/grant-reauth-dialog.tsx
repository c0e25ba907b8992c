import type { ReactNode } from 'react';
import { PasswordConfirmDialog } from '../../../components/password-confirm-dialog';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, serverMessage } from '../../../lib/api';
import { useRefreshTrustedPeople } from './use-trusted-people';

/** What the dialog asks, calls and says. */
export interface GrantReauthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint taking {password, code?}: confirm or approve. */
  url: string;
  title: string;
  description: ReactNode;
  /** Shown between the description and the password (the fingerprint to compare). */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The success toast. */
  done: string;
}

/**
 * Confirming a person or approving an executor early hands them the data, so it asks for the
 * password again (and a code while two-factor sign-in is on); a wrong one shows under its field.
 */
export function GrantReauthDialog({ url, done, ...shown }: GrantReauthDialogProps) {
  const refresh = useRefreshTrustedPeople();
  return (
    <PasswordConfirmDialog
      {...shown}
      onConfirm={({ password, code }) =>
        apiRequest('POST', url, { password, code: code || undefined })
      }
      onDone={async () => {
        toast({ title: 'Success', description: done });
        await refresh();
      }}
      onFailure={(error) =>
        toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' })
      }
    />
  );
}
