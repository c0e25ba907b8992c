import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Fingerprint, LoaderCircle } from 'lucide-react';
import type { PublicUser } from '../../../../domain/user';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../../../lib/api';
import {
  cancelPasskeyRequest,
  passkeyAutofillSupported,
  passkeysSupported,
  signInWithPasskey,
  type PasskeySignIn,
} from '../../../lib/passkeys';
import { USER_QUERY_KEY } from '../../../lib/query-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { landAfterSignIn } from '../../../lib/vault-switch';

/** The password step after a passkey sign-in that could not open the records by itself. */
type PasswordOnce = Extract<PasskeySignIn, { passwordNeeded: true }>;

/** Puts the signed-in user in place as a password sign-in does (lib/auth.tsx). */
function useSignedIn(onSignedIn: () => void) {
  const queryClient = useQueryClient();
  return (user: PublicUser) => {
    void landAfterSignIn();
    queryClient.setQueryData(USER_QUERY_KEY, user);
    toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
    onSignedIn();
  };
}

/** A refusal worth telling; a person closing the device's prompt is not one. */
function failed(error: unknown) {
  if (
    error instanceof Error &&
    /NotAllowedError|AbortError|cancel/i.test(error.name + error.message)
  )
    return;
  toast({
    title: 'Login failed',
    description: serverMessage(error, 'The passkey did not sign you in. Please try again.'),
    variant: 'destructive',
  });
}

/**
 * "Sign in with a passkey" beside the form, and the browser's passkey suggestion in the username
 * field (conditional mediation, started once the page is here). A passkey that cannot open the
 * records hands over to the password, asked once with the reason.
 */
export function PasskeySignInButton({
  onSignedIn,
  onPasswordNeeded,
  suggest = true,
}: {
  onSignedIn: () => void;
  onPasswordNeeded: (step: PasswordOnce) => void;
  /** Also offer the passkey in the username field's suggestions (a page with that field). */
  suggest?: boolean;
}) {
  const [pending, setPending] = useState(false);
  const signedIn = useSignedIn(onSignedIn);
  const handled = useRef({ signedIn, onPasswordNeeded });
  useEffect(() => {
    handled.current = { signedIn, onPasswordNeeded };
  });
  // The prerendered page has no browser to ask: the button appears once React owns the page.
  const supported = useHydrated() && passkeysSupported();

  // One sign-in at a time: the browser's suggestion may answer as the button is pressed, and a
  // second sign-in would end the first one's session (start-session.ts) under the page it opened.
  // The first assertion to be sent claims the page; its refusal frees it for another try.
  const claimed = useRef(false);
  const attempt = async (autofill: boolean) => {
    let mine = false;
    const claim = () => !claimed.current && (claimed.current = mine = true);
    try {
      const answer = await signInWithPasskey(autofill, claim);
      if (answer.passwordNeeded) handled.current.onPasswordNeeded(answer);
      else handled.current.signedIn(answer as unknown as PublicUser);
    } catch (error) {
      if (mine) claimed.current = false;
      failed(error);
    }
  };

  useEffect(() => {
    if (!suggest || !passkeysSupported()) return;
    let live = true;
    void passkeyAutofillSupported().then((yes) => {
      if (!yes || !live) return;
      void attempt(true);
    });
    return () => {
      live = false;
      cancelPasskeyRequest();
    };
  }, [suggest]);

  if (!supported) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      className="w-full"
      disabled={pending}
      onClick={async () => {
        if (claimed.current) return;
        setPending(true);
        await attempt(false);
        // Signed in (or asked for the password once): the button stays still until the page goes.
        if (!claimed.current) setPending(false);
      }}
    >
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Fingerprint />}
      Sign in with a passkey
    </Button>
  );
}

/** The password, once, after a passkey signed in but could not open the records; says why. */
export function PasswordOnceStep({
  step,
  onSignedIn,
  onBack,
}: {
  step: PasswordOnce;
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const signedIn = useSignedIn(onSignedIn);
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const res = await apiRequest('POST', '/api/passkeys/sign-in/password', {
        ticket: step.ticket,
        password,
        prf: step.prf,
      });
      signedIn(await readJson<PublicUser>(res));
    } catch (error) {
      form.setError('password', { type: 'server', message: serverMessage(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-5">
      <p className="text-sm">{step.reason}</p>
      <Field label="Password" htmlFor={id} error={form.formState.errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          autoFocus
          {...form.register('password', { required: 'Password is required' })}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        Open my records
      </Button>
      <Button type="button" variant="link" size="sm" onClick={onBack}>
        Back
      </Button>
    </form>
  );
}
