import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { loginSchema, type LoginInput } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useAuth, type SignInAnswer } from '../../../lib/auth';
import { showBesideField } from '../../../lib/server-field-errors';
import { TwoFactorStep } from './two-factor-step';
import { prefetchSignedInPageData } from '../../../signed-in-preload';
import { returnToPath } from './return-to';

const FIELDS = ['username', 'password'] as const;

/**
 * Sign In tab. The mutation itself shows the 'Login failed' / 'Welcome back!' toasts. An account
 * with two-factor sign-in answers `twoFactorRequired` first: the code step replaces the form.
 */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { loginMutation } = useAuth();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  // The credentials the server accepted, while it waits for the second factor.
  const [awaitingCode, setAwaitingCode] = useState<LoginInput | null>(null);
  // The screen the sign-in opens: the server answers with its list when it shows one. Read at
  // the sign-in, not as the form renders: the page is also prerendered, where no window exists.
  const firstScreen = () => returnToPath(returnTo);

  const signedIn = (answer: SignInAnswer) => {
    if ('twoFactorRequired' in answer) return;
    // An older account got its recovery key at this sign-in: it is shown once, before anything else.
    if (answer.recoveryKey) {
      navigate('/save-recovery-key', {
        replace: true,
        state: { recoveryKey: answer.recoveryKey, next: returnTo },
      });
    } else {
      if (!answer.firstList) prefetchSignedInPageData(firstScreen(), queryClient);
      navigate(returnTo, { replace: true });
    }
  };

  // The page the sign-in opens asks for its list while the landing vault is decided, unless the
  // sign-in's answer brought it (firstScreen; auth.tsx holds it).
  const whileLanding = (answer: SignInAnswer) => {
    if (!('twoFactorRequired' in answer) && !answer.recoveryKey && !answer.firstList)
      prefetchSignedInPageData(firstScreen(), queryClient);
  };

  const onSubmit = form.handleSubmit((values) =>
    loginMutation.mutate(
      { ...values, firstScreen: firstScreen(), whileLanding },
      {
        onSuccess: (answer) =>
          'twoFactorRequired' in answer
            ? setAwaitingCode({ ...values, firstScreen: firstScreen() })
            : signedIn(answer),
        // Also beside the form, not only in a corner toast: a wrong password is said at the field.
        onError: (error) => showBesideField(error, form.setError, FIELDS, { fallback: 'password' }),
      },
    ),
  );

  if (awaitingCode) {
    return (
      <TwoFactorStep
        credentials={awaitingCode}
        onSignedIn={signedIn}
        onBack={() => {
          loginMutation.reset();
          setAwaitingCode(null);
        }}
      />
    );
  }

  return (
    // method="post": the prerendered form takes typing before the page's script has started; a
    // submission the browser made itself must never put the password in the address.
    <form onSubmit={onSubmit} method="post" noValidate>
      <div className="grid min-w-0 gap-5">
        {/* The server finds the account by username or email: the label says both. */}
        <Field label="Username or email" htmlFor="login-username" error={errors.username?.message}>
          <Input autoComplete="username" autoFocus {...form.register('username')} />
        </Field>
        <Field label="Password" htmlFor="login-password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <div className="-mt-2 flex justify-end">
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            onClick={() => navigate('/forgot-password')}
          >
            Forgot your password?
          </Button>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={loginMutation.isPending}>
          {/* The label stays the spec's while pending; the spinner shows the wait. */}
          {loginMutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Sign In
        </Button>
      </div>
    </form>
  );
}
