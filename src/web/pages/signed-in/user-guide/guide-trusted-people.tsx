import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { SIX_WORDS_ARE_FOR } from '../../../../domain/invitation-words';
import { LETTERS_IN_PLAIN_WORDS } from '../../../../domain/letters-and-wishes-words';
import {
  CHECK_IN_ROUND_DAYS,
  DEFAULT_WAIT_DAYS,
  GRANT_DECRYPTION,
  INVITATION_DAYS,
  ROLE_INFO,
  TRUSTED_ROLES,
} from '../../../../domain/trusted-people';
import { Card, CardContent } from '../../../components/ui/card';

const linkClass = 'text-primary font-medium underline-offset-4 hover:underline';

const STEPS = [
  `Invite someone by email from Trusted People: choose a role, the areas they may see and, for an executor, a waiting period (${DEFAULT_WAIT_DAYS} days unless you choose another). The invitation can be accepted for ${INVITATION_DAYS} days.`,
  `They accept with an account of their own whose email address is confirmed: creating the account from the invitation's link confirms it, and an existing account first opens the confirmation link we email it. Only that account is shown the invitation. Before anything is shared you confirm them: ask them to read you the words under 'Your six words' on their Trusted People page (${SIX_WORDS_ARE_FOR}), and confirm with your password only if they match what your page shows.`,
  'An executor asks for access when it is needed. You get an email, and access opens when the waiting period passes unless you reject it; you can also approve at once.',
  `With the inactivity check-in on, months without a sign-in start three emails over ${CHECK_IN_ROUND_DAYS} days; if none is answered, every executor's request starts, and the waiting period still applies.`,
  "People you trust open your records from their Trusted People page ('Shared with me'). A banner says whose records they are reading; everything they view, download or change is listed in your access history. Remove someone to end their access at once.",
];

/**
 * The guide's "Trusted people" section: the roles, how sharing works step by step, then who
 * could decrypt what (the Security Centre's words, from the domain).
 */
export function TrustedPeopleGuide() {
  return (
    <Card>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 sm:grid-cols-3">
          {TRUSTED_ROLES.map((role) => (
            <div key={role} className="grid content-start gap-1">
              <dt className="flex items-center gap-2 text-sm font-semibold">
                <Users aria-hidden="true" className="text-primary size-4" />
                {ROLE_INFO[role].label}
              </dt>
              <dd className="text-muted-foreground text-sm">{ROLE_INFO[role].summary}</dd>
            </div>
          ))}
        </dl>
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <section className="grid gap-2">
          <h3 className="text-sm font-semibold">Who can decrypt what</h3>
          <dl className="grid gap-2 text-sm">
            {GRANT_DECRYPTION.map(({ label, text }) => (
              <div key={label} className="grid gap-0.5">
                <dt className="font-medium">{label}</dt>
                <dd className="text-muted-foreground">{text}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="grid gap-2">
          <h3 className="text-sm font-semibold">Letters &amp; Wishes: who reads them, and when</h3>
          <dl className="grid gap-2 text-sm">
            {LETTERS_IN_PLAIN_WORDS.map(({ label, text }) => (
              <div key={label} className="grid gap-0.5">
                <dt className="font-medium">{label}</dt>
                <dd className="text-muted-foreground">{text}</dd>
              </div>
            ))}
          </dl>
        </section>
        <Link to="/trusted-people" className={`${linkClass} w-fit text-sm`}>
          Open Trusted People
        </Link>
      </CardContent>
    </Card>
  );
}
