import type { ReactNode } from 'react';
import { useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { PASSWORD_TOO_SHORT, registerFormSchema, type RegisterFormInput } from '../../domain/auth';
import { Button } from './ui/button';
import { Field } from './ui/field';
import { NewPasswordFields } from './new-password-fields';
import { Input } from './ui/input';
import { useAuth } from '../lib/auth';
import { showBesideField } from '../lib/server-field-errors';
import { useNewPasswordCheck, usePasswordRule } from '../lib/site-info';

/*
 * What the two sign-ups share: the Sign Up tab of the sign-in page
 * (pages/public/auth/sign-up-form.tsx) and the short sign-up an invitation opens
 * (pages/public/invitation/invitation-sign-up.tsx). They differ in what they fill in, which token
 * they send and where the account goes next; the rest is one form.
 */

const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password'] as const;

/** What the field groups below take: `idPrefix` makes their ids (`<idPrefix>-password`, …). */
interface SignUpFieldsProps {
  idPrefix: string;
  form: UseFormReturn<RegisterFormInput>;
  errors: FieldErrors<RegisterFormInput>;
}

/**
 * A sign-up form's state and submit: validated by the same schema the server uses plus the
 * confirmation check; a new account goes to its recovery key page, which then continues to `next`.
 */
export function useSignUpForm({
  defaultValues,
  invitationToken,
  next,
  onCreated,
  emailWords,
}: {
  defaultValues: Pick<RegisterFormInput, 'firstName' | 'lastName' | 'username' | 'email'>;
  /** Read at submit: the invitation the sign-up accepts, whose link proves the address. */
  invitationToken: () => string | undefined;
  next: string;
  /** Called once the account exists, before its recovery key page opens. */
  onCreated?: () => void;
  /** The words that put a refusal beside the Email field. */
  emailWords: RegExp;
}) {
  const passwordProblem = useNewPasswordCheck();
  const navigate = useNavigate();
  const { registerMutation } = useAuth();
  const form = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { ...defaultValues, password: '', confirmPassword: '' },
  });

  // confirmPassword is a client-only check (part 1 §5): it is never sent.
  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...body }) => {
    // 6 to 9 characters under the strong rule: its own words, not the schema's "6".
    const problem = passwordProblem(body.password, PASSWORD_TOO_SHORT);
    if (problem) return form.setError('password', { type: 'rule', message: problem });
    registerMutation.mutate(
      { ...body, invitationToken: invitationToken() },
      {
        // The recovery key is shown once, on its own page; it then continues to `next`.
        onSuccess: ({ recoveryKey }) => {
          onCreated?.();
          navigate('/save-recovery-key', { replace: true, state: { recoveryKey, next } });
        },
        // A taken username or email is said beside that field as well as in the toast.
        onError: (error) =>
          showBesideField(error, form.setError, FIELDS, {
            words: { username: /username/i, email: emailWords, password: /password/i },
          }),
      },
    );
  });

  return {
    form,
    errors: form.formState.errors,
    onSubmit,
    pending: registerMutation.isPending,
  };
}

/** First and last name (`<idPrefix>-first-name`, `<idPrefix>-last-name`). */
export function SignUpNameFields({ idPrefix, form, errors }: SignUpFieldsProps) {
  return (
    <>
      <Field
        label="First Name"
        htmlFor={`${idPrefix}-first-name`}
        error={errors.firstName?.message}
      >
        <Input autoComplete="given-name" {...form.register('firstName')} />
      </Field>
      <Field label="Last Name" htmlFor={`${idPrefix}-last-name`} error={errors.lastName?.message}>
        <Input autoComplete="family-name" {...form.register('lastName')} />
      </Field>
    </>
  );
}

/** The new password and its confirmation, the password rule under the first. */
export function SignUpPasswordFields({ idPrefix, form, errors }: SignUpFieldsProps) {
  return (
    <NewPasswordFields
      idPrefix={idPrefix}
      hint={usePasswordRule()}
      errors={[errors.password?.message, errors.confirmPassword?.message]}
      registrations={[form.register('password'), form.register('confirmPassword')]}
    />
  );
}

/** The submit button: its label stays the same while pending; the spinner shows the wait. */
export function SignUpSubmitButton({
  pending,
  children,
}: {
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  );
}
