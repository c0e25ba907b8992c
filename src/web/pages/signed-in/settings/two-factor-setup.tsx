import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { Check, Copy, LoaderCircle, ShieldCheck } from 'lucide-react';
import { totpCodeInput } from '../../../../domain/vault';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useSiteInfo } from '../../../lib/site-info';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorPasswordStep, type SetupAnswer } from './two-factor-password-step';

const codeFormSchema = z.object({ code: totpCodeInput });
type CodeForm = z.infer<typeof codeFormSchema>;

/** Props of the enrolment steps. */
export interface TwoFactorSetupProps {
  /** After the recovery codes were shown and the person pressed Done. */
  onDone: () => void;
  /** Shown as a Cancel button before the codes, when leaving is allowed. */
  onCancel?: () => void;
  /** Right after the server turned it on, while the codes are still on screen. */
  onEnabled?: () => void;
}

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP': easier to read out and type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Turning on two-factor sign-in: the password, then scan the QR code (or type the key), confirm
 * with a first code, then save the ten recovery codes, which are shown only here. Used by
 * Account Settings and by the enrolment the administrator can require (/setup-two-factor).
 */
export function TwoFactorSetup({ onDone, onCancel, onEnabled }: TwoFactorSetupProps) {
  const { user } = useAuth();
  const { applicationName } = useSiteInfo();
  const [codes, setCodes] = useState<string[] | null>(null);

  // Each setup call makes a new secret; the password is kept (in memory only) to turn it on.
  const [started, setStarted] = useState<{ answer: SetupAnswer; password: string } | null>(null);

  const form = useForm<CodeForm>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const enable = useMutation({
    mutationFn: async ({ code }: CodeForm) =>
      readJson<{ recoveryCodes: string[] }>(
        await apiRequest('POST', '/api/account/2fa/enable', { password: started?.password, code }),
      ),
    onSuccess: ({ recoveryCodes }) => {
      setCodes(recoveryCodes);
      setStarted(null); // the password is not needed any more
      onEnabled?.();
      toast({
        title: 'Two-factor sign-in is on',
        description: 'Save your recovery codes before you continue.',
      });
    },
    onError: (error) =>
      form.setError(
        'code',
        { type: 'server', message: serverMessage(error) },
        { shouldFocus: true },
      ),
  });

  if (codes) {
    return (
      <div className="grid gap-4">
        <p className="flex items-center gap-2 font-medium text-emerald-700 dark:text-emerald-400">
          <ShieldCheck aria-hidden="true" className="size-5" /> Two-factor sign-in is on.
        </p>
        <div className="grid gap-1 text-sm">
          <p className="font-medium">Save your recovery codes</p>
          <p className="text-muted-foreground">
            If you lose your phone, each of these codes signs you in once instead of an app code.
            Keep them somewhere safe, such as a password manager or with your Emergency Kit. They
            will not be shown again.
          </p>
        </div>
        <RecoveryCodes codes={codes} username={user?.username ?? ''} appName={applicationName} />
        <Button size="lg" className="w-full sm:w-fit sm:justify-self-end" onClick={onDone}>
          Done
        </Button>
      </div>
    );
  }

  if (!started)
    return (
      <TwoFactorPasswordStep
        onStarted={(answer, password) => setStarted({ answer, password })}
        onCancel={onCancel}
      />
    );

  const { answer } = started;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => enable.mutate(body))}
      className="grid gap-5"
    >
      <div className="grid items-start gap-5 sm:grid-cols-[auto_1fr]">
        <img
          src={answer.qrCodeDataUrl}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="size-44 justify-self-center rounded-lg border bg-white p-2"
        />
        <div className="grid gap-3 text-sm">
          <p>
            <span className="font-medium">1. Scan the QR code</span> with an authenticator app such
            as Google Authenticator, Microsoft Authenticator, 1Password or Authy.
          </p>
          <div className="grid gap-1.5">
            <p className="text-muted-foreground">Can&apos;t scan it? Type this key instead:</p>
            <SecretKey secret={answer.secret} />
          </div>
          <p>
            <span className="font-medium">2. Enter the 6-digit code</span> the app shows for{' '}
            {applicationName}.
          </p>
        </div>
      </div>
      <Field
        label="Authentication code"
        htmlFor="two-factor-code"
        error={form.formState.errors.code?.message}
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          className="max-w-48 font-mono text-lg tracking-widest"
          {...form.register('code', { setValueAs: (v: string) => v.replace(/\s/g, '') })}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={enable.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Turn On
        </Button>
      </div>
    </form>
  );
}

/** The secret in groups of four, with a copy button (copies it without spaces). */
function SecretKey({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the key and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="bg-secondary/60 flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2">
      <code
        data-testid="two-factor-secret"
        className="flex-1 font-mono font-semibold tracking-wider select-all"
      >
        {grouped(secret)}
      </code>
      <Button variant="outline" size="sm" onClick={copy} aria-label="Copy key">
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </div>
  );
}
