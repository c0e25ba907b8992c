import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { VisitorHome as VisitorHomeAnswer } from '../../../../domain/visitor-home';
import { PageLoadError, PageLoading } from '../../../components/load-states';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api';
import type { ActiveVault } from '../../../lib/vault';
import { CallCard } from './call-card';
import { ChangesCard } from './changes-card';
import { MedicalCard } from './medical-card';
import { OriginalsCard } from './originals-card';
import { VisitorHero } from './visitor-hero';

/** GET /api/visitor-home (in the open vault: the header names it). */
export const VISITOR_HOME_KEY = ['/api/visitor-home'] as const;

/**
 * The home of a trusted person in someone else's vault (issue 28): whose records and the role,
 * what changed since the last visit, who to call, where the originals are and medical
 * essentials. It offers no action: reading is what every role can do here, and an editor adds
 * from the area's own screen.
 */
export function VisitorHome({
  vault,
  afterRelease = [],
}: {
  vault: ActiveVault;
  /**
   * Sections shown once an executor's access is released (`home.released`), right under the
   * hero, above "Since your last visit" (issue 29's first-days plan, on top since issue 45). Given by the page file, which may
   * compose from other page folders (this folder may not import them).
   */
  afterRelease?: ReadonlyArray<ComponentType<{ home: VisitorHomeAnswer }>>;
}) {
  const query = useQuery<VisitorHomeAnswer>({ queryKey: VISITOR_HOME_KEY, staleTime: 0 });
  // 404: the grant ended (a remembered vault on a cold load); the banner goes back to one's own
  // records at once, so no error page in between.
  const ended = query.error instanceof ApiError && query.error.status === 404;
  if (query.isPending || ended)
    return <PageLoading label={`Loading ${vault.ownerName}'s records`} />;
  if (query.isError)
    return (
      <PageLoadError
        title="Error Loading Data"
        description={`Failed to load ${vault.ownerName}'s records. Please try refreshing the page.`}
      />
    );
  const home = query.data;
  return (
    <div className="grid gap-6">
      <PageTitle title={`${home.ownerName}'s records`} />
      <VisitorHero home={home} />
      {/* On top for an executor whose access is open: what to do first (issue 45). */}
      {home.released && afterRelease.map((Section, i) => <Section key={i} home={home} />)}
      <ChangesCard changes={home.changes} />
      <div className="grid gap-6 lg:grid-cols-2">
        <CallCard contacts={home.contacts} />
        <OriginalsCard home={home} vault={vault} />
        <MedicalCard home={home} vault={vault} />
      </div>
    </div>
  );
}
