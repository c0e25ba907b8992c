import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ArrowLeft, LoaderCircle, ShieldCheck } from 'lucide-react';
import type { LoginInput } from '../../../../domain/auth';
import { totpCodeInput, twoFactorRecoveryCodeInput } from '../../../../domain/vault';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api';
import { useAuth, type SignInAnswer } from '../../../lib/auth';

/** Props of the sign-in's second step. */
export interface TwoFactorStepProps {
  /** The username and password the server accepted; sent again with the code. */
  credentials: LoginInput;
  onSignedIn: (answer: SignInAnswer) => void;
  onBack: () => void;
}

const TEXTS = {
  app: {
    lead: 'Enter the 6-digit code from your authenticator app.',
    label: 'Authentication code',
    toggle: 'Use a recovery code instead',
  },
  recovery: {
    lead: 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.',
    label: 'Recovery code',
    toggle: 'Use your authenticator app instead',
  },
} as const;

/**
 * The code step of signing in to an account with two-factor sign-in: an app code or a
 * recovery code. Errors (a wrong code, too many tries) show under the field, not as toasts.
 */
export function TwoFactorStep({ credentials, onSignedIn, onBack }: TwoFactorStepProps) {
  const { loginMutation } = useAuth();
  const [mode, setMode] = useState<'app' | 'recovery'>('app');
  const texts = TEXTS[mode];
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const error = form.formState.errors.code?.message;

  // Spaces are what people paste from apps that show '123 456'.
  const normal = (value: string) => (mode === 'app' ? value.replace(/\s/g, '') : value.trim());
  const schema = mode === 'app' ? totpCodeInput : twoFactorRecoveryCodeInput;

  const onSubmit = form.handleSubmit(({ code }) =>
    loginMutation.mutate(
      { ...credentials, code: normal(code) },
      {
        onSuccess: onSignedIn,
        onError: (err) => {
          form.setError(
            'code',
            { type: 'server', message: serverMessage(err) },
            { shouldFocus: true },
          );
        },
      },
    ),
  );

  const switchMode = () => {
    setMode(mode === 'app' ? 'recovery' : 'app');
    form.reset({ code: '' });
    setTimeout(() => form.setFocus('code'), 0);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid justify-items-center gap-2 text-center">
        <span
          aria-hidden="true"
          className="bg-primary/10 text-primary flex size-11 items-center justify-center rounded-full"
        >
          <ShieldCheck className="size-5" />
        </span>
        <h2 className="text-lg font-semibold">Two-factor authentication</h2>
        <p className="text-muted-foreground text-sm">{texts.lead}</p>
      </div>
      <Field label={texts.label} htmlFor="login-code" error={error}>
        <Input
          key={mode}
          autoFocus
          autoComplete={mode === 'app' ? 'one-time-code' : 'off'}
          inputMode={mode === 'app' ? 'numeric' : 'text'}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={mode === 'app' ? '123456' : 'abcd-1234-efgh-5678'}
          className="text-center font-mono text-lg tracking-widest"
          {...form.register('code', {
            validate: (value) => {
              const result = schema.safeParse(normal(value));
              return result.success || result.error.issues[0]?.message;
            },
          })}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        Verify
      </Button>
      <div className="-mt-2 flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          onClick={onBack}
          disabled={loginMutation.isPending}
        >
          <ArrowLeft aria-hidden="true" /> Back
        </Button>
        <Button variant="link" size="sm" className="h-auto px-0" onClick={switchMode}>
          {texts.toggle}
        </Button>
      </div>
    </form>
  );
}
