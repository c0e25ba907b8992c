import type { Query, QueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from '../lib/api';
import { USER_QUERY_KEY } from '../lib/query-client';
import { SITE_INFO_KEY } from '../lib/site-info';
import { PUBLIC_PAGES } from '../../domain/public-pages';
import { activeVault } from '../lib/vault';
import { isOfflineCopyEnabled, writeOfflineCopyFlag } from './setting';
import { deleteCopy, putEntries, readEntries, type CopyEntry } from './store';

/**
 * Keeps the opt-in offline copy: every successful API query (record lists, the user, the
 * dashboard...) is written to IndexedDB, and read back into the cache before the first render,
 * so a reload without network shows the last data. Rows are upserted, never pruned on the fly:
 * a screen visited earlier must survive its query being garbage-collected from memory.
 */
const FLUSH_DELAY_MS = 250;

/**
 * Answers never copied: search hits (docs/decisions/019: no search index of
 * plaintext is ever written to disk, and what someone searched for is not kept either).
 */
const NEVER_COPIED = new Set<unknown>(['/api/search']);

function isApiQuery(query: Query): boolean {
  const head = query.queryKey[0];
  return typeof head === 'string' && head.startsWith('/api/') && !NEVER_COPIED.has(head);
}

function isUserQuery(query: Query): boolean {
  return query.queryKey[0] === USER_QUERY_KEY[0];
}

/** Answers that are the same for everyone: site info and what public pages are prerendered with. */
const PUBLIC_ANSWERS = new Set<unknown>([
  SITE_INFO_KEY[0],
  ...PUBLIC_PAGES.flatMap((page) => page.prerenderedAnswers ?? []),
]);
const isPublicAnswer = (query: Query) => PUBLIC_ANSWERS.has(query.queryKey[0]);

function toEntry(query: Query): CopyEntry {
  return {
    hash: query.queryHash,
    queryKey: query.queryKey,
    data: query.state.data,
    updatedAt: query.state.dataUpdatedAt,
  };
}

const pending = new Map<string, CopyEntry>();
let timer: ReturnType<typeof setTimeout> | undefined;

function flush(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const entries = [...pending.values()];
  pending.clear();
  return putEntries(entries).catch(() => undefined); // a full disk must not break the app
}

/**
 * Erases the copy and turns the option off. Called at sign-out (both kinds), on any 401, when
 * the user lookup says nobody is signed in, and from the switch. Turning the option off too
 * means the next person signing in on this device is never copied without opting in.
 */
export function eraseOfflineCopy(): Promise<void> {
  pending.clear();
  clearTimeout(timer);
  timer = undefined;
  writeOfflineCopyFlag(false);
  return deleteCopy().catch(() => undefined);
}

/** The switch: on copies what is loaded now; off erases. */
export async function setOfflineCopy(client: QueryClient, on: boolean): Promise<void> {
  if (!on) return eraseOfflineCopy();
  writeOfflineCopyFlag(true);
  if (activeVault()) return;
  for (const query of client.getQueryCache().getAll()) {
    if (isApiQuery(query) && query.state.status === 'success') {
      pending.set(query.queryHash, toEntry(query));
    }
  }
  await flush();
}

/** Loads the copy into the cache (before the first render), then keeps it up to date. */
export async function startOfflineCopy(client: QueryClient): Promise<void> {
  let restoredUserId: unknown;
  if (isOfflineCopyEnabled()) {
    try {
      for (const entry of await readEntries()) {
        // The copy holds one's own records: in someone's vault only the user comes back.
        if (activeVault() && entry.queryKey[0] !== USER_QUERY_KEY[0]) continue;
        client.setQueryData(entry.queryKey, entry.data, { updatedAt: entry.updatedAt });
      }
      restoredUserId = client.getQueryData<{ id?: unknown }>(USER_QUERY_KEY)?.id;
      // Shown at once, but stale: each screen refreshes it as soon as the network allows.
      await client.invalidateQueries({ refetchType: 'none' });
    } catch {
      // Unreadable copy (storage cleared under us): start from the network as usual.
    }
  } else {
    void deleteCopy().catch(() => undefined); // a copy left by an interrupted erase
  }

  // The session is over (a 401, or the lookup finds nobody or someone else): erase the copy,
  // and drop what it put in memory, so the next person to sign in never sees it.
  const sessionEnded = () => {
    void eraseOfflineCopy();
    restoredUserId = undefined;
    // Public answers are the same for everyone: dropping them would only ask for them again
    // (and, on a page being hydrated, render every reader again in one long task, or take away
    // the answer the page was prerendered with).
    setTimeout(() =>
      client.removeQueries({ predicate: (q) => !isUserQuery(q) && !isPublicAnswer(q) }),
    );
  };
  client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') {
      if (isUnauthorizedError(event.action.error)) sessionEnded();
    }
  });
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'error' && isUnauthorizedError(event.action.error)) {
      return sessionEnded();
    }
    if (event.action.type !== 'success') return;
    const { query } = event;
    if (isUserQuery(query)) {
      const id = (query.state.data as { id?: unknown } | null | undefined)?.id;
      if (id == null || (restoredUserId !== undefined && id !== restoredUserId)) {
        return sessionEnded();
      }
    }
    // Someone else's records never go into this device's copy of one's own.
    if (!isOfflineCopyEnabled() || !isApiQuery(query) || activeVault()) return;
    pending.set(query.queryHash, toEntry(query));
    timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  });
  // A reload right after a change: write what is waiting rather than lose it.
  window.addEventListener('pagehide', () => void flush());
}
