import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TrustedPeople } from '../../../domain/trusted-people';
import type { VaultList } from '../../../domain/vault-choice';
import { PageLoading } from '../../components/load-states';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../components/ui/card';
import { afterLanding, switchVault, VAULT_LIST_KEY } from '../../lib/vault-switch';
import { sharedStateWords } from './trusted-people/grant-words';
import { TRUSTED_PEOPLE_KEY } from './trusted-people/use-trusted-people';

/**
 * /shared/:ownerId, where every email about someone else's records leads (issue 45): it opens
 * that person's vault on this device and shows its home as the reader sees it (an executor
 * whose access is open finds the first-days plan on top). When the records do not open for
 * the reader now, it says where the relation stands instead of a page about their own account.
 */
export default function SharedRecordsPage() {
  const { ownerId = '' } = useParams();
  const navigate = useNavigate();
  const vaults = useQuery<VaultList>({ queryKey: VAULT_LIST_KEY, staleTime: 0 });
  const vault = vaults.data?.vaults.find((v) => v.ownerId === ownerId);
  // Known once the list is here: the records open for the reader now, or not.
  const closed = !!vaults.data && !vault;

  useEffect(() => {
    if (!vault) return;
    let live = true;
    // After a sign-in, the landing may still be choosing a vault: open this one after it.
    void afterLanding()
      .then(() => switchVault(vault))
      .then(() => {
        if (live) void navigate('/', { replace: true });
      });
    return () => {
      live = false;
    };
  }, [vault, navigate]);

  if (!closed) return <PageLoading label="Opening the shared records" />;
  return <NotOpenNow ownerId={ownerId} />;
}

function NotOpenNow({ ownerId }: { ownerId: string }) {
  const people = useQuery<TrustedPeople>({ queryKey: TRUSTED_PEOPLE_KEY });
  if (people.isPending) return <PageLoading label="Loading" />;
  const shared = people.data?.sharedWithMe.find((v) => v.ownerId === ownerId);
  const words = shared ? sharedStateWords(shared) : null;
  const title = shared
    ? `${shared.ownerName}'s records are not open to you now`
    : 'These records are not shared with you';
  return (
    <Card className="mx-auto max-w-lg border-dashed px-6 py-10 text-center">
      <PageTitle title={title} />
      <CardContent className="grid gap-3">
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>
          {words
            ? [words.label, words.detail].filter(Boolean).join('. ')
            : 'The relation may have ended, or the link belongs to another account.'}
        </CardDescription>
        <Button asChild className="justify-self-center">
          <Link to="/trusted-people">Shared with me</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
