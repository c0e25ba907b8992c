import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { SecurityInfo } from '../../../domain/security-info';
import { PageHeader } from '../../components/page-header';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent } from '../../components/ui/tabs';
import { PageTabsList } from '../../components/page-tabs';
import { PageLoadError, PageLoading } from '../../components/load-states';
import { BestPractices } from './best-practices';
import { DetailCard } from './detail-list';
import { FieldStorageCard } from './field-storage-card';
import { PlainSecuritySummary } from './plain-summary';
import { SecurityTiles } from './security-tiles';
import TrustedPeopleSecurityCard from './trusted-people-card';
import { RecentlyDeletedSecurityCard } from './recently-deleted-card';
import { PageTitle } from '../../components/page-title';
import { useSiteInfo } from '../../lib/site-info';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'encryption', label: 'Encryption' },
  { value: 'features', label: 'Features' },
  { value: 'best-practices', label: 'Best Practices' },
] as const;

/**
 * Security Center (/security, part 2 §2). Open signed out as well as in: every statement comes
 * from GET /api/security, which the server builds from its own configuration. Signed out, the
 * page arrives prerendered with those statements (public-pages.ts, `prerenderedAnswers`).
 */
export default function SecurityPage() {
  const query = useQuery<SecurityInfo>({ queryKey: ['/api/security'] });
  const info = query.data;
  const { applicationName } = useSiteInfo();
  return (
    <div className="grid gap-6">
      <PageTitle title="Security Center" />
      <PageHeader
        title="Security Center"
        description={`How ${applicationName} protects your family's information, as configured on this server.`}
      />
      <PlainSecuritySummary />
      {info ? (
        <>
          <SecurityTiles info={info} />
          <Tabs defaultValue="overview" className="gap-4">
            <PageTabsList tabs={TABS} />
            <TabsContent value="overview" className="grid gap-4 lg:grid-cols-2">
              <DetailCard
                title="How your records are protected"
                details={info.encryption.details.filter((d) =>
                  ['Algorithm', 'What is encrypted', 'Left unencrypted', 'Key protection'].includes(
                    d.label,
                  ),
                )}
              />
              <DetailCard
                title="Who can see what"
                details={info.dataProtection.details.filter((d) =>
                  [
                    'Your data only',
                    'Administrators',
                    'AI assistant',
                    'What this protects against',
                  ].includes(d.label),
                )}
              />
              <div className="lg:col-span-2">
                <TrustedPeopleSecurityCard />
              </div>
              <div className="lg:col-span-2">
                <RecentlyDeletedSecurityCard />
              </div>
            </TabsContent>
            <TabsContent value="encryption" className="grid gap-4">
              <DetailCard
                title="Encryption"
                description="The scheme every record, file and assistant conversation is stored under."
                details={info.encryption.details}
              />
              <FieldStorageCard areas={info.fieldStorage} />
            </TabsContent>
            <TabsContent value="features" className="grid gap-4">
              <Card>
                <CardContent>
                  <CardTitle className="mb-3">Security features</CardTitle>
                  <ul className="grid gap-2 sm:grid-cols-2">
                    {info.features.map((f) => (
                      <li key={f} className="flex gap-2 text-sm">
                        <Check aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
                        {f}
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
              <DetailCard title="Sign-in and sessions" details={info.authentication.details} />
              <DetailCard title="Data protection" details={info.dataProtection.details} />
            </TabsContent>
            <TabsContent value="best-practices">
              <BestPractices />
            </TabsContent>
          </Tabs>
        </>
      ) : query.isError ? (
        <PageLoadError
          title="Error Loading Data"
          description="Failed to load security information. Please try refreshing the page."
        />
      ) : (
        <PageLoading label="Loading security information..." />
      )}
    </div>
  );
}
