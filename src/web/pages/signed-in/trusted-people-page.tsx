import type { ReactNode } from 'react';
import { Inbox, Users } from 'lucide-react';
import { EmptyState, PageLoadError, PageLoading } from '../../components/load-states';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { AccessHistoryCard } from './trusted-people/access-history';
import { CheckInCard } from './trusted-people/check-in-card';
import { FingerprintCard } from './trusted-people/fingerprint-card';
import { InviteDialog } from './trusted-people/invite-dialog';
import { PersonCard } from './trusted-people/person-card';
import { SharedVaultCard } from './trusted-people/shared-vault-card';
import { useTrustedPeople } from './trusted-people/use-trusted-people';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid content-start gap-3">
      <h2 className="font-display text-xl font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Trusted People (/trusted-people): the people who may read or change your records or open them
 * in an emergency, the vaults others share with you, your fingerprint, the inactivity check-in
 * and the access history (docs/decisions/017).
 */
export default function TrustedPeoplePage() {
  const query = useTrustedPeople();
  const data = query.data;
  const visible = data?.people.filter((p) => p.state !== 'revoked') ?? [];
  const shared = data?.sharedWithMe.filter((v) => v.state !== 'revoked') ?? [];
  return (
    <div className="grid gap-6">
      <PageTitle title="Trusted People" />
      <PageHeader
        title="Trusted People"
        description="Share your records with family, and choose who can open them in an emergency."
        actions={<InviteDialog />}
      />
      {query.isPending ? (
        <PageLoading label="Loading trusted people..." />
      ) : query.isError || !data ? (
        <PageLoadError
          title="Error Loading Data"
          description="Failed to load trusted people. Please try refreshing the page."
        />
      ) : (
        <>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="grid gap-6">
              <Section title="People I trust">
                {visible.length === 0 ? (
                  <EmptyState
                    icon={Users}
                    message="You have not invited anyone yet. Invite a family member to view or help with your records, or an executor for emergencies."
                  />
                ) : (
                  <div className="grid gap-4 xl:grid-cols-2">
                    {visible.map((person) => (
                      <PersonCard key={person.id} person={person} />
                    ))}
                  </div>
                )}
              </Section>
              <Section title="Shared with me">
                {shared.length === 0 ? (
                  <EmptyState
                    icon={Inbox}
                    message="No one has shared their records with you. When someone invites you, the email's link brings you here."
                  />
                ) : (
                  <div className="grid gap-4 xl:grid-cols-2">
                    {shared.map((vault) => (
                      <SharedVaultCard key={vault.id} vault={vault} />
                    ))}
                  </div>
                )}
              </Section>
            </div>
            <div className="grid gap-6">
              <FingerprintCard phrase={data.myFingerprint} />
              <CheckInCard checkIn={data.checkIn} />
            </div>
          </div>
          <AccessHistoryCard people={visible} />
        </>
      )}
    </div>
  );
}
