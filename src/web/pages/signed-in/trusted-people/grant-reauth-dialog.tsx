import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import {
  NO_PASSWORD_AND_CODE,
  PasswordAndCodeFields,
  showPasswordOrCodeError,
  type PasswordAndCode,
} from '../../../components/reauth-fields';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
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
export function GrantReauthDialog(props: GrantReauthDialogProps) {
  const { open, onOpenChange, url, title, description, confirmLabel, pendingLabel } = props;
  const form = useForm<PasswordAndCode>({ defaultValues: NO_PASSWORD_AND_CODE });
  const refresh = useRefreshTrustedPeople();
  const request = useMutation({
    mutationFn: async ({ password, code }: PasswordAndCode) =>
      apiRequest('POST', url, { password, code: code || undefined }),
    onSuccess: async () => {
      toast({ title: 'Success', description: props.done });
      form.reset();
      onOpenChange(false);
      await refresh();
    },
    onError: (error) => {
      if (!showPasswordOrCodeError(form, error)) {
        toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' });
      }
    },
  });
  const close = () => {
    if (request.isPending) return;
    form.reset();
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent showCloseButton={!request.isPending}>
        <form
          onSubmit={form.handleSubmit((answers) => request.mutate(answers))}
          noValidate
          className="grid gap-4"
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {props.children}
          <PasswordAndCodeFields form={form} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={request.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? pendingLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
