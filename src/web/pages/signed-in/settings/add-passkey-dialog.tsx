import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { MAX_PASSKEY_NAME, PASSKEY_NAME_TOO_LONG } from '../../../../domain/passkeys';
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
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../hooks/use-toast';
import { serverMessage } from '../../../lib/api';
import { addPasskey } from '../../../lib/passkeys';

type Answers = PasswordAndCode & { name: string };

/**
 * "Add a passkey": a name for it (the device it is on), then the password again as for any
 * security change, then the device asks for the fingerprint, face or PIN.
 */
export function AddPasskeyDialog({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const nameId = useId();
  const queryClient = useQueryClient();
  const form = useForm<Answers>({ defaultValues: { ...NO_PASSWORD_AND_CODE, name: '' } });
  const add = useMutation({
    mutationFn: (answers: Answers) => addPasskey(answers),
    onSuccess: async (passkey) => {
      form.reset();
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['/api/passkeys'] });
      toast({
        title: 'Passkey added',
        description: passkey.opensRecords
          ? `${passkey.name} can now sign you in and open your records.`
          : `${passkey.name} can now sign you in. It cannot open your records, so you will be asked for your password once each time.`,
      });
    },
    onError: (error) => {
      if (showPasswordOrCodeError(form as never, error)) return;
      toast({
        title: 'Passkey not added',
        description: serverMessage(error, 'The device did not make a passkey. Please try again.'),
        variant: 'destructive',
      });
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (add.isPending) return;
        if (!next) form.reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <KeyRound /> Add a passkey
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((answers) => add.mutate(answers))}
        >
          <DialogHeader>
            <DialogTitle>Add a passkey</DialogTitle>
            <DialogDescription>
              Name it after the device it is on, then enter your password. Your device will then ask
              for your fingerprint, face or screen lock.
            </DialogDescription>
          </DialogHeader>
          <Field label="Passkey name" htmlFor={nameId} error={form.formState.errors.name?.message}>
            <Input
              placeholder="Maria's iPhone"
              autoComplete="off"
              {...form.register('name', {
                required: 'Give the passkey a name, such as the device it is on',
                maxLength: { value: MAX_PASSKEY_NAME, message: PASSKEY_NAME_TOO_LONG },
              })}
            />
          </Field>
          <PasswordAndCodeFields form={form as never} />
          <DialogFooter>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Waiting for your device...' : 'Add a passkey'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
