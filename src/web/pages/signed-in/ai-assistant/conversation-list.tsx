import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, Trash2 } from 'lucide-react';
import type { ConversationSummary } from '../../../../domain/assistant/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, serverMessage } from '../../../lib/api';
import { formatRelativeTime } from '../../../lib/relative-time';
import { cn } from '../../../lib/utils';
import { DashboardCard } from '../../../components/dashboard-card';
import { LoadError, LoadingText } from '../../../components/load-states';
import { CONVERSATIONS_KEY } from './use-chat';

/** The user's kept conversations: reopen one, or delete one after a confirmation. */
export function ConversationList({
  currentId,
  disabled,
  onOpen,
  onDeleted,
}: {
  currentId: string | null;
  disabled: boolean;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const queryClient = useQueryClient();
  const query = useQuery<ConversationSummary[]>({ queryKey: CONVERSATIONS_KEY });
  const [confirming, setConfirming] = useState<ConversationSummary | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/ai-assistant/conversations/${id}`),
    onSuccess: (_res, id) => {
      onDeleted(id);
      toast({ title: 'Success', description: 'Conversation deleted successfully' });
      return queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to delete conversation'),
        variant: 'destructive',
      }),
    onSettled: () => setConfirming(null),
  });

  return (
    <DashboardCard title="Conversations" icon={History}>
      {query.isPending ? (
        <LoadingText>Loading conversations...</LoadingText>
      ) : query.isError ? (
        <LoadError what="your conversations" />
      ) : query.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">No conversations yet.</p>
      ) : (
        <ul aria-label="Conversations" className="-mx-2 grid max-h-72 gap-1 overflow-y-auto">
          {query.data.map((c) => (
            <li key={c.id} className="flex items-center gap-1">
              <button
                type="button"
                disabled={disabled}
                aria-current={c.id === currentId ? 'true' : undefined}
                onClick={() => onOpen(c.id)}
                className={cn(
                  'hover:bg-accent focus-visible:ring-ring/50 grid min-h-11 min-w-0 flex-1 cursor-pointer rounded-md px-2 py-1.5 text-left outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-60',
                  c.id === currentId && 'bg-accent',
                )}
              >
                <span className="truncate text-sm font-medium">{c.title}</span>
                <span className="text-muted-foreground text-xs">
                  {formatRelativeTime(c.updatedAt)}
                </span>
              </button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete conversation ${c.title}`}
                disabled={disabled || remove.isPending}
                onClick={() => setConfirming(c)}
                className="text-muted-foreground hover:text-destructive"
              >
                <Trash2 />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete Conversation"
        description={
          <>
            Are you sure you want to delete &quot;{confirming?.title}&quot;? Its messages will be
            removed. This action cannot be undone.
          </>
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming.id)}
      />
    </DashboardCard>
  );
}
