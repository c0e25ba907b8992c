import { ConfirmDialog } from '../../../components/confirm-dialog';

/** Asked before a reset with the Recovery Key field empty: what stays locked, and how to undo it. */
export function ResetWithoutKeyDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reset without your recovery key?"
      description="Without your recovery key, the details you stored before (names, numbers, notes and files) will stay locked. You can still sign in and add new details, and unlock the old ones later in Account Settings with your recovery key or your old password."
      confirmLabel="Reset without recovery key"
      onConfirm={() => {
        // Closes at once: the reset page itself shows how the reset goes.
        onOpenChange(false);
        onConfirm();
      }}
    />
  );
}
