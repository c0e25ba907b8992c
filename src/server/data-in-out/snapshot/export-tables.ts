import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

/**
 * Tables an export leaves out, and why. Everything else in the schema module is exported, so a
 * table added later travels with exports and backups unless someone excludes it here on purpose.
 */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  sessions: 'signed-in sessions end with the installation; users sign in again',
  password_reset_tokens: 'short-lived, single-use reset links',
  email_confirmations: 'short-lived, single-use address confirmation links',
  rate_limit_hits: 'rate-limit counters of the last minute',
  secret_attempts: 'counters of wrong passwords and codes, cleared by the next right one',
};

/** What the export and import code needs to know about one column. */
export interface ColumnInfo {
  /** SQL name, as in the export file. */
  name: string;
  /** Drizzle's column type (PgText, PgUUID, PgNumeric, ...). */
  type: string;
  notNull: boolean;
  hasDefault: boolean;
}

/** A column that holds the id of another exported row (a foreign key, or a link without one). */
export interface Link {
  column: string;
  table: string;
}

/** One exported table: its SQL name, columns, primary key, the tables it references and how. */
export interface ExportTable {
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
  references: string[];
  links: Link[];
  /**
   * Columns holding a user's id: every foreign key into users, read from the schema, so a table
   * or column added later is checked by an import without anyone listing it (import-checks.ts).
   */
  userColumns: string[];
}

/** The accounts table: what a user column points at. */
export const USERS = 'users';

/** A link's table when the row names it (e.g. a reminder's record kind). */
export const ANY_TABLE = '*';

/**
 * Links without a foreign key (the row may exist first), so the schema cannot tell: an import
 * checks them like the others (decision 011). export-tables.test.ts fails on an unlisted uuid column.
 */
export const LINKS_WITHOUT_FOREIGN_KEY: Readonly<Record<string, Link[]>> = {
  stored_files: [{ column: 'document_id', table: 'documents' }],
  // The account's profile photo: a stored file of the same account (not a document's).
  users: [{ column: 'profile_photo_id', table: 'stored_files' }],
  // A reminder's record, of the kind record_kind names: any exported table (ANY_TABLE).
  notifications: [{ column: 'record_id', table: ANY_TABLE }],
  // The owner's confirmed beneficiary match names its record the same way.
  beneficiary_matches: [{ column: 'record_id', table: ANY_TABLE }],
  // A record's kept version names its record: live in its kind's table, or in Recently deleted.
  record_versions: [{ column: 'record_id', table: ANY_TABLE }],
};

/** What the export and import need to know of one table, read from its Drizzle definition. */
export function describeTable(table: PgTable): ExportTable {
  const config = getTableConfig(table);
  const columns = config.columns.map((c) => ({
    name: c.name,
    type: c.columnType,
    notNull: c.notNull,
    hasDefault: c.hasDefault,
  }));
  const primaryKey = [
    ...config.columns.filter((c) => c.primary).map((c) => c.name),
    ...config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)),
  ];
  const references = config.foreignKeys
    .map((fk) => getTableConfig(fk.reference().foreignTable).name)
    .filter((name) => name !== config.name);
  const links = [
    ...config.foreignKeys.flatMap((fk) => {
      const ref = fk.reference();
      const column = ref.columns.length === 1 ? ref.columns[0]?.name : undefined;
      return column ? [{ column, table: getTableConfig(ref.foreignTable).name }] : [];
    }),
    ...(LINKS_WITHOUT_FOREIGN_KEY[config.name] ?? []),
  ];
  // Every column of every key into users (a key of two columns included, unlike links).
  const userColumns = config.foreignKeys
    .map((fk) => fk.reference())
    .filter((ref) => getTableConfig(ref.foreignTable).name === USERS)
    .flatMap((ref) => ref.columns.map((c) => c.name));
  return { name: config.name, columns, primaryKey, references, links, userColumns };
}

/** Orders tables so every table comes after the tables it references (inserts need that order). */
function referencesFirst(tables: ExportTable[]): ExportTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: ExportTable[] = [];
  const seen = new Set<string>();
  const visit = (table: ExportTable) => {
    // A cycle, or a reference into an excluded table, cannot be ordered; rather than stop the
    // server at start, export-tables.test.ts fails on either.
    if (seen.has(table.name)) return;
    seen.add(table.name);
    for (const ref of table.references) {
      const target = byName.get(ref);
      if (target) visit(target);
    }
    ordered.push(table);
  };
  [...tables].sort((a, b) => a.name.localeCompare(b.name)).forEach(visit);
  return ordered;
}

/** Every table the schema module defines, by SQL name. */
export function schemaTableNames(): string[] {
  const names = new Set<string>();
  for (const value of Object.values(schema)) {
    if (is(value, PgTable)) names.add(getTableConfig(value).name);
  }
  return [...names].sort();
}

function buildExportTables(): ExportTable[] {
  const seen = new Map<string, PgTable>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const name = getTableConfig(value).name;
    if (!(name in EXCLUDED_TABLES)) seen.set(name, value);
  }
  return referencesFirst([...seen.values()].map(describeTable));
}

/** The exported tables, each after the tables it references (the order of inserts on import). */
export const EXPORT_TABLES: readonly ExportTable[] = buildExportTables();
