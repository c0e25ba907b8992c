import { useId, useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { AccessHistory, TrustedPerson } from '../../../../domain/trusted-people';
import { EmptyState, LoadError, LoadingText } from '../../../components/load-states';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { apiRequest, queryKeyUrl, readJson } from '../../../lib/api';
import { NativeSelect } from '../../../records/native-select';
import { groupVisits } from '../../../../domain/access-visits';
import { VisitItem } from './access-visit';
import { ACCESS_HISTORY_PATH } from './use-trusted-people';

/** Events a page: enough that a visit seldom straddles two pages. */
const PAGE_SIZE = 200;

/** The chosen day ('2026-11-26') as the span of that day in this browser's time zone. */
function daySpan(day: string): { from?: string; to?: string } {
  if (!day) return {};
  const [y, m, d] = day.split('-').map(Number);
  const from = new Date(y!, m! - 1, d!);
  const to = new Date(y!, m! - 1, d! + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}

/**
 * The owner's access history as visits (domain/access-visits.ts): one line per visit, newest
 * first, each unfolding to every read, download and change; filtered by person and by day on
 * the server, 200 events a page.
 */
export function AccessHistoryCard({ people: trusted }: { people: readonly TrustedPerson[] }) {
  const id = useId();
  const [grantee, setGrantee] = useState('');
  const [day, setDay] = useState('');
  // Everyone who appears in the history so far, for the filter (kept when a filter narrows it).
  const [known, setKnown] = useState<Map<string, string>>(new Map());
  const params = { grantee: grantee || undefined, ...daySpan(day), limit: PAGE_SIZE };
  const query = useInfiniteQuery({
    queryKey: [ACCESS_HISTORY_PATH, params],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const url = queryKeyUrl([ACCESS_HISTORY_PATH, { ...params, before: pageParam }]);
      return readJson<AccessHistory>(await apiRequest('GET', url));
    },
    getNextPageParam: (last) => last.nextBefore,
  });

  const events = useMemo(() => query.data?.pages.flatMap((p) => p.events) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const visits = useMemo(() => groupVisits(events), [events]);
  const people = useMemo(() => {
    // Everyone you trust now, and anyone the history names (people since removed included).
    const all = new Map(known);
    for (const p of trusted) if (p.granteeId && p.name) all.set(p.granteeId, p.name);
    for (const e of events) if (e.granteeId) all.set(e.granteeId, e.granteeName);
    return all;
  }, [known, events, trusted]);
  if (people.size !== known.size) setKnown(people);

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <History aria-hidden="true" className="text-primary size-5" /> Access history
          </CardTitle>
          <CardDescription>
            Every visit by the people you trust, newest first. Open a visit to see each view,
            download and change.
          </CardDescription>
        </div>
        <div className="grid w-full gap-3 sm:w-auto sm:grid-cols-2">
          <div className="grid gap-2 sm:w-52">
            <Label htmlFor={id}>Person</Label>
            <NativeSelect id={id} value={grantee} onChange={(e) => setGrantee(e.target.value)}>
              <option value="">Everyone</option>
              {[...people].map(([personId, name]) => (
                <option key={personId} value={personId}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2 sm:w-44">
            <Label htmlFor={`${id}-day`}>Date</Label>
            <Input
              id={`${id}-day`}
              type="date"
              value={day}
              onChange={(e) => setDay(e.target.value)}
            />
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isPending ? (
          <LoadingText>Loading access history...</LoadingText>
        ) : query.isError ? (
          <LoadError what="the access history" />
        ) : events.length === 0 ? (
          <EmptyState
            icon={History}
            message={
              day ? 'No one opened your records that day.' : 'No one has opened your records yet.'
            }
          />
        ) : (
          <>
            <p className="text-muted-foreground text-sm" data-testid="access-history-count">
              Showing {events.length} of {total} {total === 1 ? 'event' : 'events'}
            </p>
            <ul className="grid gap-2" aria-label="Visits">
              {visits.map((visit) => (
                <VisitItem key={visit.id} visit={visit} />
              ))}
            </ul>
            {query.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? 'Loading...' : 'Load older'}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
