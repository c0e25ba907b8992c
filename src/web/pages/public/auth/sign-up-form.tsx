import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import {
  PASSWORD_TOO_SHORT,
  registerFormSchema,
  type RegisterFormInput,
} from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Input } from '../../../components/ui/input';
import { useAuth } from '../../../lib/auth';
import { invitationForSignUp } from '../../../lib/invitation-link';
import { showBesideField } from '../../../lib/server-field-errors';
import { useNewPasswordCheck, usePasswordRule } from '../../../lib/site-info';

import { returnToPath } from './return-to';

const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password'] as const;

/** Sign Up tab, validated by the same schema the server uses plus the confirmation check. */
export function SignUpForm({
  returnTo,
  defaultEmail = '',
}: {
  returnTo: string;
  /** Filled in from an invitation's link (the invited address). */
  defaultEmail?: string;
}) {
  const passwordRule = usePasswordRule();
  const passwordProblem = useNewPasswordCheck();
  const navigate = useNavigate();
  const { registerMutation } = useAuth();
  const form = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: defaultEmail,
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;

  // confirmPassword is a client-only check (part 1 §5): it is never sent.
  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...body }) => {
    // 6 to 9 characters under the strong rule: its own words, not the schema's "6".
    const problem = passwordProblem(body.password, PASSWORD_TOO_SHORT);
    if (problem) return form.setError('password', { type: 'rule', message: problem });
    // From an invitation's page, its link proves the address (docs/decisions/018).
    const invitationToken = invitationForSignUp(returnToPath(returnTo));
    registerMutation.mutate(
      { ...body, invitationToken },
      {
        // The recovery key is shown once, on its own page; it then continues to returnTo.
        onSuccess: ({ recoveryKey }) =>
          navigate('/save-recovery-key', {
            replace: true,
            state: { recoveryKey, next: returnTo },
          }),
        // A taken username or email is said beside that field as well as in the toast.
        onError: (error) =>
          showBesideField(error, form.setError, FIELDS, {
            words: { username: /username/i, email: /email/i, password: /password/i },
          }),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} method="post" noValidate>
      <div className="grid min-w-0 gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="First Name" htmlFor="register-first-name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </Field>
          <Field label="Last Name" htmlFor="register-last-name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </Field>
        </div>
        <Field label="Username" htmlFor="register-username" error={errors.username?.message}>
          <Input autoComplete="username" {...form.register('username')} />
        </Field>
        <Field label="Email" htmlFor="register-email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <NewPasswordFields
          idPrefix="register"
          hint={passwordRule}
          errors={[errors.password?.message, errors.confirmPassword?.message]}
          registrations={[form.register('password'), form.register('confirmPassword')]}
        />
        <Button type="submit" size="lg" className="w-full" disabled={registerMutation.isPending}>
          {/* The label stays the spec's while pending; the spinner shows the wait. */}
          {registerMutation.isPending && (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          )}
          Create Account
        </Button>
      </div>
    </form>
  );
}
