import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { invitationForSignUp } from '../../../lib/invitation-link';

import { returnToPath } from './return-to';
import {
  SignUpNameFields,
  SignUpPasswordFields,
  SignUpSubmitButton,
  useSignUpForm,
} from '../../../components/sign-up-parts';

/** Sign Up tab, validated by the same schema the server uses plus the confirmation check. */
export function SignUpForm({
  returnTo,
  defaultEmail = '',
}: {
  returnTo: string;
  /** Filled in from an invitation's link (the invited address). */
  defaultEmail?: string;
}) {
  const { form, errors, onSubmit, pending } = useSignUpForm({
    defaultValues: { firstName: '', lastName: '', username: '', email: defaultEmail },
    // From an invitation's page, its link proves the address (docs/decisions/018).
    invitationToken: () => invitationForSignUp(returnToPath(returnTo)),
    next: returnTo,
    emailWords: /email/i,
  });

  return (
    <form onSubmit={onSubmit} method="post" noValidate>
      <div className="grid min-w-0 gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <SignUpNameFields idPrefix="register" form={form} errors={errors} />
        </div>
        <Field label="Username" htmlFor="register-username" error={errors.username?.message}>
          <Input autoComplete="username" {...form.register('username')} />
        </Field>
        <Field label="Email" htmlFor="register-email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <SignUpPasswordFields idPrefix="register" form={form} errors={errors} />
        <SignUpSubmitButton pending={pending}>Create Account</SignUpSubmitButton>
      </div>
    </form>
  );
}
