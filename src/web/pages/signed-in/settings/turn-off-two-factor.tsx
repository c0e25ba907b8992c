import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { LoaderCircle } from 'lucide-react';
import { disableTwoFactorSchema } from '../../../../domain/vault';
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
import { apiRequest, serverMessage } from '../../../lib/api';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';

type DisableInput = z.infer<typeof disableTwoFactorSchema>;
const EMPTY: DisableInput = { password: '', code: '' };
const FIELDS = ['password', 'code'] as const;

/** 'Turn Off' and its dialog: password and a current app code → POST /api/account/2fa/disable. */
export function TurnOffTwoFactor({ onTurnedOff }: { onTurnedOff: () => void }) {
  const [open, setOpen] = useState(false);
  const form = useForm<DisableInput>({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const disable = useMutation({
    mutationFn: (body: DisableInput) => apiRequest('POST', '/api/account/2fa/disable', body),
    onSuccess: () => {
      setOpen(false);
      form.reset(EMPTY);
      toast({
        title: 'Two-factor sign-in is off',
        description: 'Signing in now asks only for your password.',
      });
      onTurnedOff();
    },
    onError: (error) => {
      // Field problems go under their field; a wrong password or code, or the administrator's
      // requirement, is one message for the whole form.
      if (!applyServerFieldErrors(error, form.setError, FIELDS))
        form.setError('root.server', { message: serverMessage(error) });
    },
  });

  const onOpenChange = (next: boolean) => {
    if (disable.isPending) return;
    setOpen(next);
    if (!next) form.reset(EMPTY);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">Turn Off</Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          onSubmit={form.handleSubmit((body) => disable.mutate(body))}
          className="grid gap-4"
        >
          <DialogHeader>
            <DialogTitle>Turn off two-factor sign-in?</DialogTitle>
            <DialogDescription>
              Signing in will ask only for your password, and your recovery codes stop working.
              Confirm with your password and a code from your authenticator app.
            </DialogDescription>
          </DialogHeader>
          <Field
            label="Password"
            htmlFor="two-factor-off-password"
            error={errors.password?.message}
          >
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </Field>
          <Field
            label="Authentication code"
            htmlFor="two-factor-off-code"
            error={errors.code?.message}
            hint="Lost your phone? Enter one of your recovery codes instead."
          >
            <Input
              inputMode="text"
              autoComplete="one-time-code"
              placeholder="123456"
              className="max-w-48 font-mono tracking-widest"
              {...form.register('code', { setValueAs: (v: string) => v.replace(/\s/g, '') })}
            />
          </Field>
          {errors.root?.server && (
            <p role="alert" className="text-destructive text-sm">
              {errors.root.server.message}
            </p>
          )}
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={disable.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={disable.isPending}>
              {disable.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              Turn Off
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
