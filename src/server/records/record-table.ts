import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecordKind } from '../../domain/records';
import { recordTables } from '../db/schema';

/**
 * A record table seen generically: the common columns plus one column per plain field. The
 * per-kind Drizzle types are precise; generic CRUD code only needs this much.
 */
export type GenericRecordTable = PgTable & {
  id: AnyPgColumn;
  userId: AnyPgColumn;
  sealed: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
} & Record<string, AnyPgColumn>;

/** The table that stores a kind. */
export function tableOf(kind: RecordKind): GenericRecordTable {
  const table = (recordTables as Record<string, unknown>)[kind.key];
  if (!table) throw new Error(`No table for record kind ${kind.key}`);
  return table as GenericRecordTable;
}

/** A row as Drizzle returns it from a record table. */
export type RecordRow = {
  id: string;
  userId: string;
  sealed: string | null;
  createdAt: Date;
  updatedAt: Date;
} & Record<string, unknown>;
