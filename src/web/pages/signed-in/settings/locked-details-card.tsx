import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { recoveryKeyInput, type VaultStatus } from '../../../../domain/vault';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../hooks/use-toast';
import { ApiError, apiRequest, readJson, serverMessage } from '../../../lib/api';

const VAULT_QUERY_KEY = ['/api/account/vault'] as const;
type Method = 'recoveryKey' | 'oldPassword';
type UnlockForm = { secret: string };
const items = (n: number) => (n === 1 ? '1 item' : `${n} items`);

/** Details a reset without the recovery key left locked; unlocks them (POST /api/account/unlock). */
export function LockedDetailsCard() {
  const queryClient = useQueryClient();
  const vault = useQuery<VaultStatus>({ queryKey: VAULT_QUERY_KEY });
  const [method, setMethod] = useState<Method>('recoveryKey');
  const form = useForm<UnlockForm>({ defaultValues: { secret: '' } });
  const { errors } = form.formState;
  const ids = { field: useId(), key: useId(), password: useId() };

  const unlock = useMutation({
    mutationFn: async (body: { recoveryKey: string } | { oldPassword: string }) =>
      readJson<{ unlockedItems: number }>(await apiRequest('POST', '/api/account/unlock', body)),
    onSuccess: async ({ unlockedItems }) => {
      form.reset();
      toast({
        title: 'Details unlocked',
        description: `${items(unlockedItems)} can be read again.`,
      });
      // Every list may hold items that were locked: the vault status and all records re-read.
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400)
        form.setError('secret', { type: 'server', message: serverMessage(error) });
      toast({
        title: 'Unlock failed',
        description: serverMessage(error, 'Failed to unlock your details'),
        variant: 'destructive',
      });
    },
  });

  const submit = form.handleSubmit(({ secret }) => {
    if (method === 'oldPassword') return unlock.mutate({ oldPassword: secret });
    const key = recoveryKeyInput.safeParse(secret);
    if (!key.success)
      return form.setError('secret', { type: 'format', message: key.error.issues[0]?.message });
    unlock.mutate({ recoveryKey: key.data });
  });

  const lockedItems = vault.data?.lockedItems ?? 0;
  if (lockedItems === 0) return null;

  const choose = (next: Method) => {
    setMethod(next);
    form.reset();
  };

  return (
    <Card className="border-gold/60 bg-gold/5">
      <form onSubmit={submit} noValidate className="grid gap-6">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <LockKeyhole className="size-5 text-primary" aria-hidden="true" /> Locked details
          </CardTitle>
          <CardDescription>
            {items(lockedItems)} you stored before your password reset{' '}
            {lockedItems === 1 ? 'is' : 'are'} locked: the reset was made without your recovery key.
            Unlock them with the recovery key you had then, or with your old password.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Unlock with</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(
                [
                  ['recoveryKey', ids.key, 'My recovery key'],
                  ['oldPassword', ids.password, 'My old password'],
                ] as const
              ).map(([value, id, label]) => (
                <div key={value} className="flex items-center gap-2">
                  <input
                    id={id}
                    type="radio"
                    name="unlock-method"
                    className="accent-primary size-4 cursor-pointer"
                    checked={method === value}
                    onChange={() => choose(value)}
                  />
                  <label htmlFor={id} className="cursor-pointer text-sm">
                    {label}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
          {method === 'recoveryKey' ? (
            <Field
              label="Recovery key"
              htmlFor={ids.field}
              error={errors.secret?.message}
              className="sm:max-w-md"
            >
              <Input
                key="recovery-key"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="bg-background font-mono"
                {...form.register('secret', { required: 'Enter your recovery key' })}
              />
            </Field>
          ) : (
            <Field
              label="Old password"
              htmlFor={ids.field}
              error={errors.secret?.message}
              className="sm:max-w-md"
            >
              <Input
                key="old-password"
                type="password"
                autoComplete="off"
                className="bg-background"
                {...form.register('secret', { required: 'Enter your old password' })}
              />
            </Field>
          )}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={unlock.isPending}>
            {unlock.isPending ? 'Unlocking...' : 'Unlock Details'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
