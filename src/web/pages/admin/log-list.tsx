import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LOG_LEVELS, type AdminLogEntry } from '../../../domain/admin';
import { Badge } from '../../components/ui/badge';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { LOGS_REFRESH_MS, logsQueryKey } from './admin-queries';

const LEVEL_BADGE = {
  error: 'destructive',
  warning: 'default',
} as const;

/** Typing pauses this long before the search is sent, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const timeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/**
 * The audit log, newest first, refreshed every 10 s, with a level and text filter. `category`
 * 'access' shows the sign-in entries only (View Access Logs).
 */
export function LogList({ category }: { category?: 'access' }) {
  const [level, setLevel] = useState('');
  const [text, setText] = useState('');
  const q = useDebounced(text, SEARCH_DELAY_MS);
  const logs = useQuery<AdminLogEntry[]>({
    queryKey: logsQueryKey({ level, q, category }),
    refetchInterval: LOGS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <select
          aria-label="Level"
          value={level}
          onChange={(e) => setLevel(e.target.value)}
          className="border-input bg-background h-9 rounded-md border px-3 text-sm shadow-xs"
        >
          <option value="">All levels</option>
          {LOG_LEVELS.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
        <Input
          type="search"
          aria-label="Search logs"
          placeholder="Search message, action, IP or user id"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={200}
        />
      </div>
      <div className="max-h-96 overflow-y-auto rounded-md border" data-testid="log-list">
        {logs.isLoading ? (
          <div className="grid gap-2 p-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : logs.error ? (
          <p role="alert" className="text-destructive p-3 text-sm">
            Failed to load the logs. Please try refreshing the page.
          </p>
        ) : !logs.data?.length ? (
          <p className="text-muted-foreground p-6 text-center text-sm">No log entries</p>
        ) : (
          <ul className="divide-y">
            {logs.data.map((entry) => (
              <li key={entry.id} className="grid gap-1 px-3 py-2 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge
                    variant={LEVEL_BADGE[entry.level as keyof typeof LEVEL_BADGE] ?? 'secondary'}
                  >
                    {entry.level}
                  </Badge>
                  <time dateTime={entry.timestamp} className="text-muted-foreground text-xs">
                    {timeFormat.format(new Date(entry.timestamp))}
                  </time>
                  {entry.ipAddress && (
                    <span className="text-muted-foreground text-xs">IP {entry.ipAddress}</span>
                  )}
                </div>
                <p className="break-words">{entry.message}</p>
                {entry.userId && (
                  <p className="text-muted-foreground font-mono text-xs break-all">
                    User {entry.userId}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
