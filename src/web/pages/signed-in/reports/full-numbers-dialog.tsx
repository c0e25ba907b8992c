import { FULL_NUMBERS_PROMPT } from '../../../../domain/reports/full-numbers';
import { PasswordConfirmDialog } from '../../../components/password-confirm-dialog';
import type { PasswordAndCode } from '../../../components/reauth-fields';

/**
 * Full account numbers in a report ask for the password again (and a code while two-factor
 * sign-in is on), however fresh the session (issue 29); a wrong one shows under its field.
 */
export function FullNumbersDialog({
  open,
  onOpenChange,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Generates the report with these answers; rejects with the server's error. */
  onSubmit: (answers: PasswordAndCode) => Promise<unknown>;
}) {
  return (
    <PasswordConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Include full account numbers"
      description={FULL_NUMBERS_PROMPT}
      confirmLabel="Generate Report"
      pendingLabel="Generating..."
      onConfirm={onSubmit}
      // The report's own toast says what went wrong.
      onFailure={() => onOpenChange(false)}
    />
  );
}
