import { GRANT_DECRYPTION, ROLE_INFO, TRUSTED_ROLES } from '../../../domain/trusted-people';
import { SEALED_UNTIL_RELEASE_WORDS } from '../../../domain/letters-and-wishes-words';
import { TRUSTED_PEOPLE_IN_PLAIN_WORDS } from '../../../domain/security-summary';
import { DetailCard } from './detail-list';

/**
 * "Trusted people": a plain first line, then what each role reaches and how the server keeps to
 * it (docs/decisions/017).
 */
export default function TrustedPeopleSecurityCard() {
  return (
    <DetailCard
      title="Trusted people"
      description={TRUSTED_PEOPLE_IN_PLAIN_WORDS}
      details={[
        ...TRUSTED_ROLES.map((role) => ({
          label: ROLE_INFO[role].label,
          value: ROLE_INFO[role].summary,
        })),
        {
          label: 'How it is kept',
          value:
            'Enforced by the server, which holds one data key per user: a trusted person is answered only for the areas you chose, and a viewer or executor cannot change anything.',
        },
        ...GRANT_DECRYPTION.map(({ label, text }) => ({
          label: `${label}: who can decrypt`,
          value: text,
        })),
        ...SEALED_UNTIL_RELEASE_WORDS.map(({ label, text }) => ({
          label: `Letters & Wishes, ${label.toLowerCase()}`,
          value: text,
        })),
        {
          label: 'Access history',
          value:
            'Every view, download and change by a trusted person is listed for you, with its time and IP address (repeated views of one list within a minute are listed once).',
        },
      ]}
    />
  );
}
