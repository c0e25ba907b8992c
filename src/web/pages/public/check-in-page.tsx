import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { HeartPulse } from 'lucide-react';
import { CenteredLayout } from '../../components/layout/centered-layout';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { apiRequest, readJson, serverMessage } from '../../lib/api';

/** The token a check-in link carries in its fragment: `#<token>` (or `#token=<token>`). */
export function checkInTokenFrom(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  const token = raw.startsWith('token=') ? new URLSearchParams(raw).get('token') : raw;
  return token ? token : null;
}

/**
 * /check-in#<token>: the inactivity check-in's emailed link. The answer is a button press rather
 * than the page load, so a mail scanner that opens links cannot answer for a missing owner.
 */
export default function CheckInPage() {
  const [token] = useState(() => checkInTokenFrom(window.location.hash));
  useEffect(() => {
    // Out of the address bar, history and bookmarks once read.
    const { hash, pathname } = window.location;
    if (hash) window.history.replaceState(window.history.state, '', pathname);
  }, []);
  const answer = useMutation({
    mutationFn: async () =>
      readJson<{ message: string }>(await apiRequest('POST', '/api/check-in', { token })),
    retry: false,
  });

  return (
    <CenteredLayout>
      <PageTitle title="Check-in" />
      <Card className="shadow-lg">
        <CardHeader className="justify-items-center text-center">
          <span className="bg-primary/10 text-primary flex size-12 items-center justify-center rounded-full">
            <HeartPulse aria-hidden="true" className="size-6" />
          </span>
          <CardTitle as="h1">Are you there?</CardTitle>
          <CardDescription>
            You have not signed in for a while. Answer here so your executors&apos; requests do not
            start.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!token ? (
            <p role="alert" className="text-destructive text-center text-sm">
              This check-in link is not complete. Open the link from the email again.
            </p>
          ) : answer.isSuccess ? (
            <p role="status" className="text-center text-sm font-medium">
              {answer.data.message}
            </p>
          ) : (
            <>
              {answer.isError && (
                <p role="alert" className="text-destructive text-center text-sm">
                  {serverMessage(answer.error)}
                </p>
              )}
              <Button disabled={answer.isPending} onClick={() => answer.mutate()}>
                {answer.isPending ? 'Checking in...' : "Yes, I'm here"}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </CenteredLayout>
  );
}
