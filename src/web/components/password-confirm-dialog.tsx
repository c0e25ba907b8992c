import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import {
  NO_PASSWORD_AND_CODE,
  PasswordAndCodeFields,
  showPasswordOrCodeError,
  type PasswordAndCode,
} from './reauth-fields';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';

/** What the dialog says and does; the caller owns `open`. */
export interface PasswordConfirmDialogProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Between the description and the password: a fingerprint to compare, a grant's choices. */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** Does the action with the answers; rejects with the server's error. */
  onConfirm: (answers: PasswordAndCode) => Promise<T>;
  /** Once it succeeded and the dialog has closed: a toast, a refresh. */
  onDone?: (result: T) => unknown;
  /** A failure that is not about the password or the code (a toast); the dialog stays open. */
  onFailure?: (error: unknown) => void;
  /** False when this time the action needs no password (a change that narrows a grant). */
  asksPassword?: boolean;
  /** A line above the password saying why it is asked. */
  passwordNote?: ReactNode;
  /** The confirm button is off (nothing chosen yet). */
  cannotConfirm?: boolean;
  /** Extra classes for the dialog box (a tall one scrolls). */
  className?: string;
}

/**
 * The one dialog that asks for the password again (and a code while two-factor sign-in is on)
 * before a sensitive action: full account numbers in a report, confirming or changing a trusted
 * person, the admin's export. A refused password or code shows under its field and the dialog
 * stays open; while the action runs it cannot be closed.
 */
export function PasswordConfirmDialog<T>(props: PasswordConfirmDialogProps<T>) {
  const { open, onOpenChange, asksPassword = true } = props;
  const form = useForm<PasswordAndCode>({ defaultValues: NO_PASSWORD_AND_CODE });
  const action = useMutation({
    mutationFn: (answers: PasswordAndCode) => props.onConfirm(answers),
    onSuccess: async (result) => {
      form.reset();
      onOpenChange(false);
      await props.onDone?.(result);
    },
    onError: (error) => {
      if (!asksPassword || !showPasswordOrCodeError(form, error)) props.onFailure?.(error);
    },
  });
  const pending = action.isPending;
  const close = () => {
    if (pending) return;
    form.reset();
    onOpenChange(false);
  };
  const fields = props.passwordNote ? (
    <div className="grid gap-2">
      <p className="text-sm">{props.passwordNote}</p>
      <PasswordAndCodeFields form={form} />
    </div>
  ) : (
    <PasswordAndCodeFields form={form} />
  );
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent showCloseButton={!pending} className={props.className}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((answers) => action.mutate(answers))}
        >
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogDescription>{props.description}</DialogDescription>
          </DialogHeader>
          {props.children}
          {asksPassword && fields}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || props.cannotConfirm}>
              {pending ? props.pendingLabel : props.confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
