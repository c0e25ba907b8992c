import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lock, RotateCcw, Trash2 } from 'lucide-react';
import { formatDate } from '../../../domain/format';
import {
  CANNOT_BE_UNDONE,
  daysLeft,
  KEEP_DELETED_DAYS,
  RECENTLY_DELETED_API,
  RECENTLY_DELETED_TITLE,
  type TrashedItem,
} from '../../../domain/recently-deleted';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState, PageLoadError, PageLoading } from '../../components/load-states';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { toast } from '../../hooks/use-toast';
import { apiRequest, serverMessage } from '../../lib/api';
import { useVault } from '../../lib/vault';
import { restoreItem, TRASH_QUERY_KEY, useRecentlyDeleted } from '../../records/recently-deleted';

const DESCRIPTION = `What you delete is kept here for ${KEEP_DELETED_DAYS} days, still encrypted, then removed for good.`;

/**
 * Recently deleted (/recently-deleted, issue 44): what was deleted, from which area, when and by
 * whom, newest first; Restore, Delete forever and Empty. In someone's vault an editor sees what
 * they deleted themselves and may only restore it; deleting forever is the owner's.
 */
export default function RecentlyDeletedPage() {
  const vault = useVault();
  const { data, isPending, error } = useRecentlyDeleted();
  const queryClient = useQueryClient();
  const [emptying, setEmptying] = useState(false);
  const empty = useMutation({
    mutationFn: () => apiRequest('DELETE', RECENTLY_DELETED_API),
    onSuccess: () => toast({ title: 'Success', description: 'Recently deleted is empty.' }),
    onError: (err) =>
      toast({
        title: 'Error',
        description: serverMessage(err, 'Could not empty it.'),
        variant: 'destructive',
      }),
    onSettled: async () => {
      setEmptying(false);
      await queryClient.invalidateQueries({ queryKey: TRASH_QUERY_KEY });
    },
  });
  const items = data?.items ?? [];
  const owner = !vault;

  return (
    <div className="grid gap-6">
      <PageTitle title={RECENTLY_DELETED_TITLE} />
      <PageHeader
        title={RECENTLY_DELETED_TITLE}
        description={DESCRIPTION}
        actions={
          owner &&
          items.length > 0 && (
            <Button variant="outline" onClick={() => setEmptying(true)}>
              <Trash2 aria-hidden="true" /> Empty
            </Button>
          )
        }
      />
      {isPending ? (
        <PageLoading label="Loading Recently deleted..." />
      ) : error ? (
        <PageLoadError
          title="Nothing to show"
          description="Recently deleted is the owner's, and an editor's for what they deleted."
        />
      ) : items.length === 0 ? (
        <EmptyState icon={Trash2} message="Nothing has been deleted in the last 30 days." />
      ) : (
        <ul className="grid gap-3" aria-label={RECENTLY_DELETED_TITLE}>
          {items.map((item) => (
            <DeletedItemRow key={item.id} item={item} owner={owner} />
          ))}
        </ul>
      )}
      <p className="text-muted-foreground flex items-center gap-2 text-sm">
        <Lock aria-hidden="true" className="size-4 shrink-0" /> Deleted items stay encrypted with
        your key while they wait here; only you, and an editor for what they deleted, can see them.
      </p>
      <ConfirmDialog
        open={emptying}
        onOpenChange={setEmptying}
        title="Empty Recently deleted?"
        description={`Every item here, and its file, will be deleted forever. ${CANNOT_BE_UNDONE}`}
        confirmLabel="Empty"
        pendingLabel="Emptying..."
        pending={empty.isPending}
        onConfirm={() => empty.mutate()}
      />
    </div>
  );
}

/** One deleted item: what, where from, when, by whom, its days left, Restore and Delete forever. */
function DeletedItemRow({ item, owner }: { item: TrashedItem; owner: boolean }) {
  const queryClient = useQueryClient();
  const [forgetting, setForgetting] = useState(false);
  const restore = useMutation({ mutationFn: () => restoreItem(queryClient, item.id) });
  const forget = useMutation({
    mutationFn: () => apiRequest('DELETE', `${RECENTLY_DELETED_API}/${item.id}`),
    onSuccess: () => toast({ title: 'Success', description: `${item.title} was deleted forever.` }),
    onError: (err) =>
      toast({
        title: 'Error',
        description: serverMessage(err, 'Could not delete it.'),
        variant: 'destructive',
      }),
    onSettled: async () => {
      setForgetting(false);
      await queryClient.invalidateQueries({ queryKey: TRASH_QUERY_KEY });
    },
  });
  const left = daysLeft(item.purgeAt);
  return (
    <li>
      <Card className="py-4">
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid min-w-0 gap-1">
            <p className="font-medium break-words">{item.title}</p>
            <p className="text-muted-foreground text-sm">
              <Badge variant="secondary" className="mr-2">
                {item.area}
              </Badge>
              Deleted {formatDate(item.deletedAt.slice(0, 10))} by {item.deletedBy} ·{' '}
              {left === 1 ? '1 day left' : `${left} days left`}
              {item.hasFile && ' · with its file'}
            </p>
            {item.blockedBy && (
              <p className="text-sm text-amber-700 dark:text-amber-400">{item.blockedBy}</p>
            )}
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="outline"
              aria-label={`Restore ${item.title}`}
              disabled={restore.isPending || Boolean(item.blockedBy)}
              onClick={() => restore.mutate()}
            >
              <RotateCcw aria-hidden="true" /> Restore
            </Button>
            {owner && (
              <Button
                variant="ghost"
                className="text-destructive"
                aria-label={`Delete ${item.title} forever`}
                onClick={() => setForgetting(true)}
              >
                <Trash2 aria-hidden="true" /> Delete forever
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={forgetting}
        onOpenChange={setForgetting}
        title="Delete forever?"
        description={`Are you sure you want to delete ${item.title} forever? ${CANNOT_BE_UNDONE}`}
        confirmLabel="Delete forever"
        pendingLabel="Deleting..."
        pending={forget.isPending}
        onConfirm={() => forget.mutate()}
      />
    </li>
  );
}
