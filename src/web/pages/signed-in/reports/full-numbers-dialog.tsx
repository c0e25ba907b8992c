import { useForm } from 'react-hook-form';
import { FULL_NUMBERS_PROMPT } from '../../../../domain/reports/full-numbers';
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

/**
 * Full account numbers in a report ask for the password again (and a code while two-factor
 * sign-in is on), however fresh the session (issue 29); a wrong one shows under its field.
 */
export function FullNumbersDialog({
  open,
  onOpenChange,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** Generates the report with these answers; rejects with the server's error. */
  onSubmit: (answers: PasswordAndCode) => Promise<unknown>;
}) {
  const form = useForm<PasswordAndCode>({ defaultValues: NO_PASSWORD_AND_CODE });
  const close = () => {
    if (pending) return;
    form.reset();
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent showCloseButton={!pending}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit(async (answers) => {
            try {
              await onSubmit(answers);
              form.reset();
              onOpenChange(false);
            } catch (error) {
              if (!showPasswordOrCodeError(form, error)) onOpenChange(false);
            }
          })}
        >
          <DialogHeader>
            <DialogTitle>Include full account numbers</DialogTitle>
            <DialogDescription>{FULL_NUMBERS_PROMPT}</DialogDescription>
          </DialogHeader>
          <PasswordAndCodeFields form={form} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Generating...' : 'Generate Report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
