import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck } from 'lucide-react';
import type { NotificationList } from '../../../domain/notifications';
import { toast } from '../../hooks/use-toast';
import { apiRequest, serverMessage } from '../../lib/api';
import { formatRelativeTime } from '../../lib/relative-time';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';
import { Skeleton } from '../ui/skeleton';
import { Link } from 'react-router';
import { NotificationRecordTitle, useDefaultReminderTimeZone } from './notification-record';

const NOTIFICATIONS_KEY = ['/api/notifications'] as const;
/** How often the bell asks for new notifications while a screen is open. */
const BELL_REFRESH_MS = 60_000;

/** Header bell: a data-driven unread badge and a list with mark-as-read. */
export function NotificationBell() {
  const queryClient = useQueryClient();
  useDefaultReminderTimeZone();
  // Polled, so an admin's broadcast reaches an open screen within a minute.
  const { data, isLoading, refetch } = useQuery<NotificationList>({
    queryKey: NOTIFICATIONS_KEY,
    refetchInterval: BELL_REFRESH_MS,
  });
  const markRead = useMutation({
    mutationFn: (url: string) => apiRequest('POST', url),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    onError: (error) =>
      toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' }),
  });
  const unread = data?.unreadCount ?? 0;

  return (
    // Queries never go stale on their own (part 1 §7), so opening the list fetches it afresh.
    <Popover onOpenChange={(open) => open && void refetch()}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label="Notifications">
          <Bell className="size-5" />
          {unread > 0 && (
            <span
              data-testid="notification-count"
              className="bg-destructive absolute top-0 right-0 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs leading-none font-semibold text-white"
            >
              {unread > 99 ? '99+' : unread}
              <span className="sr-only"> unread</span>
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <h2 className="text-sm font-semibold">Notifications</h2>
          <Button
            variant="ghost"
            size="sm"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate('/api/notifications/read-all')}
          >
            <CheckCheck /> Mark all as read
          </Button>
        </div>
        <div className="max-h-96 overflow-y-auto">
          {isLoading ? (
            <div className="space-y-2 p-4">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-full" />
            </div>
          ) : !data?.items.length ? (
            <p className="text-muted-foreground px-4 py-8 text-center text-sm">No notifications</p>
          ) : (
            <ul className="divide-y">
              {data.items.map((n) => (
                <li key={n.id} className={cn('flex gap-3 px-4 py-3', !n.readAt && 'bg-accent/50')}>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      !n.readAt ? 'bg-gold' : 'bg-transparent',
                    )}
                  />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">{n.title}</p>
                    {n.recordKind && n.recordId && (
                      <NotificationRecordTitle kind={n.recordKind} id={n.recordId} />
                    )}
                    <p className="text-muted-foreground text-sm break-words">{n.message}</p>
                    {n.link && (
                      <Link
                        to={n.link}
                        className="text-primary text-xs font-medium underline-offset-4 hover:underline"
                        onClick={() => {
                          if (!n.readAt)
                            markRead.mutate(`/api/notifications/${encodeURIComponent(n.id)}/read`);
                        }}
                      >
                        Open
                      </Link>
                    )}
                    <div className="mt-1 flex items-center justify-between gap-2">
                      <time dateTime={n.createdAt} className="text-muted-foreground text-xs">
                        {formatRelativeTime(n.createdAt)}
                      </time>
                      {!n.readAt && (
                        <Button
                          variant="link"
                          size="sm"
                          className="h-auto p-0 text-xs"
                          disabled={markRead.isPending}
                          onClick={() =>
                            markRead.mutate(`/api/notifications/${encodeURIComponent(n.id)}/read`)
                          }
                        >
                          Mark as read
                        </Button>
                      )}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
