import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { TrustedPerson } from '../../../../domain/trusted-people';
import { REASON_TO_OWNER } from '../../../../domain/emergency-requests';
import { PageLoadError, PageLoading } from '../../../components/load-states';
import { PageHeader } from '../../../components/page-header';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { RequestAnswerButtons } from './grant-step-buttons';
import { areasText, formatMoment, personName, personStateWords, timeLeft } from './grant-words';
import { apiRequest, readJson } from '../../../lib/api';
import { TRUSTED_PEOPLE_KEY } from './use-trusted-people';

/**
 * GET /api/trusted-people/:id: the person, with the request's note opened for the owner. Under
 * the Trusted People key, so approving or rejecting (which refresh that key) refresh it too.
 */
const personKey = (id: string) => [...TRUSTED_PEOPLE_KEY, 'person', id] as const;

/**
 * /trusted-people/requests/:id, the one page a request's email and bell link to: who asked, why,
 * their note (only here, never in mail), when access opens and the time left, and the owner's
 * answer: approve (the password) or reject (confirmed first).
 */
export default function RequestPage() {
  const { id = '' } = useParams();
  const query = useQuery<TrustedPerson>({
    queryKey: personKey(id),
    queryFn: async () =>
      readJson<TrustedPerson>(
        await apiRequest('GET', `/api/trusted-people/${encodeURIComponent(id)}`),
      ),
    retry: false,
  });
  const person = query.data;
  return (
    <div className="grid max-w-2xl gap-6">
      <PageTitle title="Emergency access request" />
      <PageHeader
        title="Emergency access request"
        actions={
          <Button variant="ghost" size="sm" asChild>
            <Link to="/trusted-people">
              <ArrowLeft aria-hidden="true" /> Trusted People
            </Link>
          </Button>
        }
      />
      {query.isPending ? (
        <PageLoading label="Loading the request..." />
      ) : query.isError || !person ? (
        <PageLoadError
          title="Request not found"
          description="This request does not exist or is not yours. Open your Trusted People page to see your people."
        />
      ) : (
        <RequestCard person={person} />
      )}
    </div>
  );
}

function RequestCard({ person }: { person: TrustedPerson }) {
  const name = personName(person);
  const waiting = person.state === 'requested';
  return (
    <Card data-testid="access-request">
      <CardContent className="grid gap-4">
        {waiting ? (
          <>
            <p className="text-lg font-medium break-words">
              {name} asked for emergency access to your records.
            </p>
            <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="text-muted-foreground">Why</dt>
              <dd>
                {person.requestReason
                  ? REASON_TO_OWNER[person.requestReason]
                  : 'You did not answer the inactivity check-ins'}
              </dd>
              <dt className="text-muted-foreground">Asked</dt>
              <dd>{formatMoment(person.requestedAt)}</dd>
              <dt className="text-muted-foreground">Access opens</dt>
              <dd data-testid="request-opens">
                {formatMoment(person.opensAt)} ({timeLeft(person.opensAt)}) unless you reject it
              </dd>
              <dt className="text-muted-foreground">Areas</dt>
              <dd className="break-words">{areasText(person.areas)}, read only</dd>
            </dl>
            {person.requestNote && (
              <figure className="bg-muted/50 grid gap-1 rounded-md p-3">
                <figcaption className="text-muted-foreground text-sm">
                  {name}&apos;s note to you
                </figcaption>
                <blockquote
                  className="text-sm break-words whitespace-pre-wrap"
                  data-testid="request-note"
                >
                  {person.requestNote}
                </blockquote>
              </figure>
            )}
            <p className="text-sm">
              If you are able to read this, you can reject the request: {name} stays your Executor
              and can ask again. Approving opens your records to {name} now, read only; every view
              and download is in your access history.
            </p>
            <div className="flex flex-wrap gap-2">
              <RequestAnswerButtons person={person} />
            </div>
          </>
        ) : (
          <>
            <p className="text-lg font-medium">No request from {name} is waiting now.</p>
            <p className="text-sm">{personStateWords(person).detail}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
