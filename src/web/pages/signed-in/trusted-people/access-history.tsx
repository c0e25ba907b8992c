import { useId, useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import {
  ACCESS_ACTION_LABELS,
  type AccessHistory,
  type TrustedPerson,
} from '../../../../domain/trusted-people';
import { EmptyState, LoadError, LoadingText } from '../../../components/load-states';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { apiRequest, queryKeyUrl, readJson } from '../../../lib/api';
import { NativeSelect } from '../../../records/native-select';
import { areaLabel, recordLabel } from './access-labels';
import { formatMoment } from './grant-words';
import { ACCESS_HISTORY_PATH } from './use-trusted-people';

const PAGE_SIZE = 50;

/**
 * The owner's access history: every read, download and change by a trusted person, newest first,
 * fifty at a time; one request per page, filtered by person on the server.
 */
export function AccessHistoryCard({ people: trusted }: { people: readonly TrustedPerson[] }) {
  const id = useId();
  const client = useQueryClient();
  const [grantee, setGrantee] = useState('');
  // Everyone who appears in the history so far, for the filter (kept when a filter narrows it).
  const [known, setKnown] = useState<Map<string, string>>(new Map());
  const params = { grantee: grantee || undefined, limit: PAGE_SIZE };
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
            Every view, download and change by the people you trust, newest first. Repeated views of
            one list within a minute show once.
          </CardDescription>
        </div>
        <div className="grid w-full gap-2 sm:w-60">
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
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isPending ? (
          <LoadingText>Loading access history...</LoadingText>
        ) : query.isError ? (
          <LoadError what="the access history" />
        ) : events.length === 0 ? (
          <EmptyState icon={History} message="No one has opened your records yet." />
        ) : (
          <>
            <p className="text-muted-foreground text-sm" data-testid="access-history-count">
              Showing {events.length} of {total} {total === 1 ? 'event' : 'events'}
            </p>
            <div className="overflow-x-auto rounded-md border">
              <table className="w-full min-w-[40rem] text-sm">
                <thead className="bg-muted/50 text-left">
                  <tr>
                    {['When', 'Who', 'What', 'Area', 'Record', 'IP'].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 font-medium">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {events.map((event) => (
                    <tr key={event.id} className="border-t">
                      <td className="px-3 py-2 whitespace-nowrap">{formatMoment(event.at)}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{event.granteeName}</td>
                      <td className="px-3 py-2">{ACCESS_ACTION_LABELS[event.action]}</td>
                      <td className="px-3 py-2">{areaLabel(event.area)}</td>
                      <td className="px-3 py-2 break-words">{recordLabel(client, event)}</td>
                      <td className="px-3 py-2 font-mono text-xs">{event.ipAddress ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
