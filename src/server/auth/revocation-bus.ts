import pg from 'pg';

/**
 * A message that something cached is stale: one session, every session of a user, a user's
 * unlocked data key with the plaintext opened under it (`keysOf`: sign-out, reset, new key,
 * unlock, deletion), a trusted person's grant (`grant`: confirmed, ended, ...), or an owner's
 * record lists (`lists`: a write, a release, a change of scope), or the after keys that readers
 * other than the owner hold for an owner (`afterReadersOf`: the owner's release ended), which
 * every instance then drops from memory.
 */
export type RevocationEvent =
  | { sid: string }
  | { userId: string }
  | { keysOf: string }
  | { grant: string }
  | { lists: string }
  | { afterReadersOf: string };

/**
 * Carries revocations between app instances so a signed-out, suspended or changed user is
 * seen on the very next request everywhere. `publish` resolves once every instance has it.
 */
export interface RevocationBus {
  publish(...events: RevocationEvent[]): Promise<void>;
  subscribe(handler: (event: RevocationEvent) => void): void;
  close(): Promise<void>;
}

/** PGlite is single-process, so delivering within the process is delivering everywhere. */
export function createLocalBus(): RevocationBus {
  const handlers: Array<(e: RevocationEvent) => void> = [];
  return {
    async publish(...events) {
      for (const event of events) for (const h of handlers) h(event);
    },
    subscribe: (h) => void handlers.push(h),
    close: async () => {},
  };
}

const CHANNEL = 'kinfolio_revocations';
const APP_NAME_PREFIX = 'kinfolio-bus-';
const ACK_TIMEOUT_MS = 2000;

type Message = { nonce: string; events: RevocationEvent[] } | { ack: string; from: string };

/**
 * PostgreSQL LISTEN/NOTIFY between app instances. Every instance listens on one connection
 * named after it; `publish` notifies, and resolves only when every live instance (found by
 * connection name in pg_stat_activity) has acknowledged. So by the time the client hears
 * "signed out", no instance would still accept the session.
 */
export async function createPostgresBus(databaseUrl: string): Promise<RevocationBus> {
  const instanceId = crypto.randomUUID();
  const handlers: Array<(e: RevocationEvent) => void> = [];
  const pending = new Map<string, { acks: Set<string>; check: () => void }>();
  const listener = new pg.Client({
    connectionString: databaseUrl,
    application_name: APP_NAME_PREFIX + instanceId,
  });
  const notifier = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const send = (message: Message) =>
    notifier.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);

  await listener.connect();
  listener.on('notification', (msg) => {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    const message = JSON.parse(msg.payload) as Message;
    if ('ack' in message) {
      const waiting = pending.get(message.ack);
      waiting?.acks.add(message.from);
      waiting?.check();
      return;
    }
    for (const event of message.events) for (const h of handlers) h(event);
    send({ ack: message.nonce, from: instanceId }).catch(() => {});
  });
  listener.on('error', () => {}); // cached entries also expire on their own (see session-cache)
  await listener.query(`LISTEN ${CHANNEL}`);

  return {
    async publish(...events) {
      for (const event of events) for (const h of handlers) h(event);
      const { rows } = await notifier.query<{ name: string }>(
        'SELECT application_name AS name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE $1',
        [`${APP_NAME_PREFIX}%`],
      );
      const live = new Set(rows.map((r) => r.name.slice(APP_NAME_PREFIX.length)));
      const nonce = crypto.randomUUID();
      const allAcked = new Promise<void>((resolve) => {
        const acks = new Set<string>();
        const check = () => [...live].every((id) => acks.has(id)) && resolve();
        pending.set(nonce, { acks, check });
        setTimeout(resolve, ACK_TIMEOUT_MS).unref(); // an instance that died mid-way must not block us
      });
      await send({ nonce, events });
      await allAcked;
      pending.delete(nonce);
    },
    subscribe: (h) => void handlers.push(h),
    async close() {
      await listener.end().catch(() => {});
      await notifier.end().catch(() => {});
    },
  };
}
