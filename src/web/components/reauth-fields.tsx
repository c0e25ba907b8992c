import { useId } from 'react';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { ApiError, serverMessage } from '../lib/api';
import { useAuth } from '../lib/auth';
import { Field } from './ui/field';
import { Input } from './ui/input';

/**
 * Which of the re-authentication fields a refused sensitive change is about (wrong or missing
 * password, wrong or missing code), so the message shows under it; null for anything else.
 */
export function reauthFieldOf(error: unknown): 'password' | 'code' | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const message = serverMessage(error);
  if (/^(Enter the 6-digit code|That code is not valid)/.test(message)) return 'code';
  if (/^(Your (current )?password is not correct|Enter your current password)/.test(message))
    return 'password';
  return null;
}

/** The code a sensitive change asks for while two-factor sign-in is on (app or recovery code). */
export function ReauthCodeField({
  id,
  error,
  registration,
}: {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field
      label="Authentication code"
      htmlFor={id}
      error={error}
      hint="From your authenticator app. Lost your phone? Enter one of your recovery codes instead."
    >
      <Input
        inputMode="text"
        autoComplete="one-time-code"
        placeholder="123456"
        className="max-w-48 font-mono tracking-widest"
        {...registration}
      />
    </Field>
  );
}

/** A code as typed, without the spaces some apps show in the middle. */
export const withoutSpaces = (value: string) => value.replace(/\s/g, '');

/** What a sensitive action asks for again: the password, and a code while two-factor is on. */
export interface PasswordAndCode {
  password: string;
  code: string;
}

/** The empty answers, as the form starts and after each reset. */
export const NO_PASSWORD_AND_CODE: PasswordAndCode = { password: '', code: '' };

/**
 * The Password field, then the Authentication code field while the user has two-factor sign-in
 * on: what a sensitive dialog (new recovery key, new data key, the admin's export) asks first.
 */
export function PasswordAndCodeFields({ form }: { form: UseFormReturn<PasswordAndCode> }) {
  const { user } = useAuth();
  const passwordId = useId();
  const codeId = useId();
  const { errors } = form.formState;
  return (
    <>
      <Field label="Password" htmlFor={passwordId} error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          autoFocus
          {...form.register('password', { required: 'Password is required' })}
        />
      </Field>
      {user?.twoFactorEnabled && (
        <ReauthCodeField
          id={codeId}
          error={errors.code?.message}
          registration={form.register('code', {
            required: 'Enter the 6-digit code from your authenticator app or a recovery code.',
            setValueAs: withoutSpaces,
          })}
        />
      )}
    </>
  );
}

/**
 * Shows a refused password or code (400) under its field in PasswordAndCodeFields; false when
 * the error is something else, for the caller's toast.
 */
export function showPasswordOrCodeError(
  form: UseFormReturn<PasswordAndCode>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  form.setError(reauthFieldOf(error) === 'code' ? 'code' : 'password', {
    type: 'server',
    message: serverMessage(error),
  });
  return true;
}
