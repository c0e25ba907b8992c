import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { SessionStore } from './auth/session-store';
import type { KeyRing } from './crypto/key-ring';
import type { FileStorage } from './documents/file-storage';

/** What route plugins are given: the app's services, built once in app.ts. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  sessions: SessionStore;
  mailer: Mailer;
  keys: KeyRing;
  files: FileStorage;
}
