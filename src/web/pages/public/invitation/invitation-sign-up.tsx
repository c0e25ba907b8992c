import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { KeyRound, LoaderCircle } from 'lucide-react';
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
import { forgetInvitation, INVITATION_ACCEPTED_PATH } from '../../../lib/invitation-link';
import { showBesideField } from '../../../lib/server-field-errors';
import { useNewPasswordCheck, usePasswordRule } from '../../../lib/site-info';

const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password'] as const;

/** A username to start from: the address's local part, in the characters usernames allow. */
function suggestedUsername(email: string): string {
  const local = email.split('@')[0]?.replace(/[^A-Za-z0-9._-]/g, '') ?? '';
  return local.length >= 3 ? local.slice(0, 50) : '';
}

/**
 * The short sign-up an invitation opens: the invited address filled in and fixed (the link
 * carries it, the server checks it against the invitation's hash and the account starts with it
 * confirmed), the name the owner wrote as a start, and why a recovery key is kept too. The server
 * accepts the invitation with the sign-up: the recovery key page then leads to what happens now.
 */
export function InvitationSignUp({
  token,
  email,
  inviteeName,
  ownerName,
}: {
  token: string;
  /** The invited address from the link; null for links mailed before it carried one. */
  email: string | null;
  inviteeName: string | null;
  ownerName: string;
}) {
  const navigate = useNavigate();
  const { registerMutation } = useAuth();
  const passwordRule = usePasswordRule();
  const passwordProblem = useNewPasswordCheck();
  const [first = '', ...rest] = (inviteeName ?? '').split(/\s+/).filter(Boolean);
  const form = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: first,
      lastName: rest.join(' '),
      username: suggestedUsername(email ?? ''),
      email: email ?? '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...body }) => {
    const problem = passwordProblem(body.password, PASSWORD_TOO_SHORT);
    if (problem) return form.setError('password', { type: 'rule', message: problem });
    registerMutation.mutate(
      { ...body, invitationToken: token },
      {
        onSuccess: ({ recoveryKey }) => {
          forgetInvitation();
          navigate('/save-recovery-key', {
            replace: true,
            state: { recoveryKey, next: INVITATION_ACCEPTED_PATH },
          });
        },
        onError: (error) =>
          showBesideField(error, form.setError, FIELDS, {
            words: { username: /username/i, email: /email|address/i, password: /password/i },
          }),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} method="post" noValidate aria-label="Create your account">
      <div className="grid min-w-0 gap-4">
        <h2 className="text-base font-semibold">Create your account</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First Name" htmlFor="invite-first-name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </Field>
          <Field label="Last Name" htmlFor="invite-last-name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </Field>
        </div>
        <Field
          label="Email"
          htmlFor="invite-email"
          error={errors.email?.message}
          hint={email ? 'The address this invitation was sent to.' : undefined}
        >
          <Input
            type="email"
            autoComplete="email"
            readOnly={Boolean(email)}
            className={email ? 'bg-muted' : undefined}
            {...form.register('email')}
          />
        </Field>
        <Field label="Username" htmlFor="invite-username" error={errors.username?.message}>
          <Input autoComplete="username" {...form.register('username')} />
        </Field>
        <NewPasswordFields
          idPrefix="invite"
          hint={passwordRule}
          errors={[errors.password?.message, errors.confirmPassword?.message]}
          registrations={[form.register('password'), form.register('confirmPassword')]}
        />
        <div className="bg-muted flex gap-3 rounded-md p-3 text-sm">
          <KeyRound aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
          <p>
            Next you get a recovery key. Keep it somewhere safe: what {ownerName} shares is locked
            to your account&apos;s keys. If you ever forget your password, the recovery key opens
            your account again with everything in it; without it, {ownerName} would have to confirm
            you again.
          </p>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={registerMutation.isPending}>
          {registerMutation.isPending && (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          )}
          Create account and accept
        </Button>
      </div>
    </form>
  );
}
