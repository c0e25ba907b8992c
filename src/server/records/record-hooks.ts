import type { RecordJson, RecordKind } from '../../domain/records';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import type { RecordRow } from './record-table';

/** What a kind-specific hook sees when a record is written. */
export interface WriteContext {
  ctx: AppContext;
  tx: Database;
  kind: RecordKind;
  userId: string;
  rowId: string;
  /** The user's IANA time zone when the request names one (X-Time-Zone), for calendar days. */
  timeZone?: string;
  /** The record before this change (undefined when creating). */
  existing?: RecordJson;
  /** Runs work once the change has committed (e.g. purging file bytes), never on rollback. */
  afterCommit(task: () => Promise<void>): void;
}

/**
 * The places where a kind may differ from the generic CRUD (documents attach files, the
 * checklist stamps completion dates). Everything else is shared.
 */
export interface RecordHooks {
  /** Adjusts validated input before it is stored; may throw an HttpError (4xx). */
  prepare?(
    input: Record<string, unknown>,
    write: WriteContext,
  ): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Adds derived fields to what the API returns. */
  present?(record: RecordJson): RecordJson;
  /** Runs inside the delete's transaction, with the deleted row (kept in Recently deleted). */
  afterDelete?(row: RecordRow, write: WriteContext): Promise<void>;
}
