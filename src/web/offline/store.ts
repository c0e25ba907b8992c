import { isOfflineCopyEnabled } from './setting';

/**
 * The offline copy in IndexedDB: one row per cached API query (its key and last data). Raw
 * IndexedDB, no library: three operations do not justify a dependency. Every operation runs in
 * one queue, so an erase always lands after the writes queued before it.
 */
export const OFFLINE_DB_NAME = 'kinfolio-offline-copy';
const STORE = 'queries';
const VERSION = 1;

export interface CopyEntry {
  /** TanStack Query's queryHash, the row's key. */
  hash: string;
  queryKey: readonly unknown[];
  data: unknown;
  updatedAt: number;
}

let queue: Promise<unknown> = Promise.resolve();
function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

function done(request: IDBRequest | IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    if (request instanceof IDBTransaction) {
      request.oncomplete = () => resolve();
      request.onabort = request.onerror = () => reject(request.error);
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    }
  });
}

async function withDb<T>(task: (db: IDBDatabase) => Promise<T>): Promise<T> {
  const open = indexedDB.open(OFFLINE_DB_NAME, VERSION);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: 'hash' });
  await done(open);
  const db = open.result;
  // Let an erase in another tab proceed instead of waiting on this connection.
  db.onversionchange = () => db.close();
  try {
    return await task(db);
  } finally {
    db.close();
  }
}

/** Saves or replaces rows; skipped when the option was turned off meanwhile. */
export function putEntries(entries: CopyEntry[]): Promise<void> {
  return enqueue(async () => {
    if (entries.length === 0 || !isOfflineCopyEnabled()) return;
    await withDb(async (db) => {
      const tx = db.transaction(STORE, 'readwrite');
      for (const entry of entries) tx.objectStore(STORE).put(entry);
      await done(tx);
    });
  });
}

/** Every saved row (empty when there is no copy). */
export function readEntries(): Promise<CopyEntry[]> {
  return enqueue(() =>
    withDb(async (db) => {
      const request = db.transaction(STORE).objectStore(STORE).getAll();
      await done(request);
      return request.result as CopyEntry[];
    }),
  );
}

/** Deletes the database, then any /api answer a cache might hold (the service worker stores none). */
export function deleteCopy(): Promise<void> {
  return enqueue(async () => {
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(OFFLINE_DB_NAME);
      request.onsuccess = request.onerror = () => resolve();
      // 'blocked' is followed by success once other tabs close; do not hold sign-out forever.
      request.onblocked = () => setTimeout(resolve, 3000);
    });
    if (typeof caches === 'undefined') return;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname.startsWith('/api/')) await cache.delete(request);
      }
    }
  });
}
