import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog';
import { buttonVariants } from './ui/button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The confirming button's words, e.g. 'Delete'. */
  confirmLabel: string;
  /** Its words while `pending`, e.g. 'Deleting...'; the confirming label when not given. */
  pendingLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is running: both buttons are disabled and the dialog stays open. */
  pending?: boolean;
  onConfirm: () => void;
  /** The button that opens the dialog, when the dialog has one of its own. */
  trigger?: ReactNode;
}

/**
 * The one confirmation dialog (a destructive action asked about first). While the confirmed
 * action runs the dialog stays open, so a failure is reported next to what was tried; the caller
 * closes it when the action settles.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  pending = false,
  onConfirm,
  trigger,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={pending}
            onClick={(event) => {
              // Radix closes on click; the caller decides when to close instead.
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
