import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { SessionStore } from './auth/session-store';
import type { KeyRing } from './crypto/key-ring';
import type { FileStorage } from './documents/file-storage';
import type { ServerKey } from './crypto/server-key';
import type { JobScheduler } from './jobs/job-scheduler';
import type { VaultAccess } from './vault-scope/vault-access';
import type { ListCache } from './records/list-cache';

/** What route plugins are given: the app's services, built once in app.ts. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  sessions: SessionStore;
  mailer: Mailer;
  /** Unlocked data keys of users with a live session (the only way code reaches a data key). */
  keys: KeyRing;
  /** Half of every wrapping key; alone it opens nothing (see crypto/vault-keys.ts). */
  serverKey: ServerKey;
  files: FileStorage;
  /** The one durable job scheduler (reminders, pruning, backups). */
  jobs: JobScheduler;
  /** Whose records a request is about: one's own, or an owner's through a trusted-person grant. */
  vaults: VaultAccess;
  /** Record lists' revisions and answers kept in memory (records/list-cache.ts). */
  lists: ListCache;
}
