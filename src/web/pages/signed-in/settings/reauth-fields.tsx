import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiError, serverMessage } from '../../../lib/api';

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
