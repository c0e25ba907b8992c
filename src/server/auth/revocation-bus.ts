import pg from 'pg';

/** A message that cached sessions are stale: one session, or every session of a user. */
export type RevocationEvent = { sid: string } | { userId: string };

/**
 * Carries revocations between app instances so a signed-out, suspended or changed user is
 * seen on the very next request everywhere. `publish` resolves once the event is delivered.
 */
export interface RevocationBus {
  publish(event: RevocationEvent): Promise<void>;
  subscribe(handler: (event: RevocationEvent) => void): void;
  close(): Promise<void>;
}

/** PGlite is single-process, so delivering within the process is delivering everywhere. */
export function createLocalBus(): RevocationBus {
  const handlers: Array<(e: RevocationEvent) => void> = [];
  return {
    async publish(event) {
      for (const h of handlers) h(event);
    },
    subscribe: (h) => void handlers.push(h),
    close: async () => {},
  };
}

const CHANNEL = 'kinfolio_revocations';

/**
 * PostgreSQL LISTEN/NOTIFY. The server hands a notification to every listener at commit; we
 * apply it locally at once and wait for our own listener's echo before answering, so by the
 * time the client hears "signed out" the other instances have been told too.
 */
export async function createPostgresBus(databaseUrl: string): Promise<RevocationBus> {
  const handlers: Array<(e: RevocationEvent) => void> = [];
  const waiting = new Map<string, () => void>();
  const listener = new pg.Client({ connectionString: databaseUrl });
  const notifier = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  await listener.connect();
  listener.on('notification', (msg) => {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    const { nonce, event } = JSON.parse(msg.payload) as { nonce: string; event: RevocationEvent };
    for (const h of handlers) h(event);
    waiting.get(nonce)?.();
  });
  listener.on('error', () => {}); // cached entries also expire on their own (see session-cache)
  await listener.query(`LISTEN ${CHANNEL}`);
  return {
    async publish(event) {
      for (const h of handlers) h(event);
      const nonce = crypto.randomUUID();
      const echoed = new Promise<void>((resolve) => {
        waiting.set(nonce, resolve);
        setTimeout(resolve, 2000).unref();
      });
      await notifier.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ nonce, event })]);
      await echoed;
      waiting.delete(nonce);
    },
    subscribe: (h) => void handlers.push(h),
    async close() {
      await listener.end().catch(() => {});
      await notifier.end().catch(() => {});
    },
  };
}
