import { KeyRound } from 'lucide-react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { forgetInvitation, INVITATION_ACCEPTED_PATH } from '../../../lib/invitation-link';
import {
  SignUpNameFields,
  SignUpPasswordFields,
  SignUpSubmitButton,
  useSignUpForm,
} from '../../../components/sign-up-parts';

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
  const [first = '', ...rest] = (inviteeName ?? '').split(/\s+/).filter(Boolean);
  const { form, errors, onSubmit, pending } = useSignUpForm({
    defaultValues: {
      firstName: first,
      lastName: rest.join(' '),
      username: suggestedUsername(email ?? ''),
      email: email ?? '',
    },
    invitationToken: () => token,
    next: INVITATION_ACCEPTED_PATH,
    // Accepted with the account: the link's token is spent, so this tab stops keeping it.
    onCreated: forgetInvitation,
    // The invitation's own refusals speak of the invited address.
    emailWords: /email|address/i,
  });

  return (
    <form onSubmit={onSubmit} method="post" noValidate aria-label="Create your account">
      <div className="grid min-w-0 gap-4">
        <h2 className="text-base font-semibold">Create your account</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <SignUpNameFields idPrefix="invite" form={form} errors={errors} />
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
        <SignUpPasswordFields idPrefix="invite" form={form} errors={errors} />
        <div className="bg-muted flex gap-3 rounded-md p-3 text-sm">
          <KeyRound aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
          <p>
            Next you get a recovery key. Keep it somewhere safe: what {ownerName} shares is locked
            to your account&apos;s keys. If you ever forget your password, the recovery key opens
            your account again with everything in it; without it, {ownerName} would have to confirm
            you again.
          </p>
        </div>
        <SignUpSubmitButton pending={pending}>Create account and accept</SignUpSubmitButton>
      </div>
    </form>
  );
}
