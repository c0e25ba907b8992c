import pino from 'pino';

/**
 * What a PostgreSQL error says without any value from the query: its SQLSTATE code and the names
 * of the constraint, table and column involved. Drizzle's errors carry the query's parameters
 * (in `params` and in their message), and the database's carry values in `detail`, `where` and,
 * for data errors, the message itself ('invalid input syntax for type uuid: "…"'); those values
 * can be a user's email, a password hash or a wrapped key, so none of them is ever logged or
 * answered.
 */
export interface DatabaseErrorFacts {
  code: string;
  message: string;
  constraint?: string;
  table?: string;
  column?: string;
}

type Chain = { code?: unknown; cause?: unknown; message?: unknown } & Record<string, unknown>;

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Text safe to keep from a database message: data errors (class 22) quote the bad value. */
function valueFreeMessage(code: string, message: string): string {
  return code.startsWith('22') ? message.replace(/"(?:[^"]|"")*"/g, '"…"') : message;
}

const name = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The PostgreSQL error in an error's cause chain (PGlite's or node-postgres'), or null. */
export function databaseErrorFacts(err: unknown): DatabaseErrorFacts | null {
  let e = err as Chain | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code)) {
      return {
        code: e.code,
        message: valueFreeMessage(e.code, String(e.message ?? '')),
        constraint: name(e.constraint),
        table: name(e.table),
        column: name(e.column),
      };
    }
    e = e.cause as Chain | undefined;
  }
  return null;
}

/** The query text of a Drizzle error (placeholders only: `$1`, never the values). */
function queryText(err: unknown): string | undefined {
  const query = (err as { query?: unknown } | null)?.query;
  return typeof query === 'string' ? query.slice(0, 2000) : undefined;
}

/** The stack's frames without its first line, which repeats the message (and so the values). */
function framesOf(err: unknown): string {
  const stack = (err as { stack?: unknown } | null)?.stack;
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * pino's `err` serializer, except that an error with a database error behind it is described by
 * its code, names, query text and stack frames only: no parameters, no `detail`, no quoted values.
 */
export function errorLogSerializer(err: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const facts = databaseErrorFacts(err);
  if (!facts) return pino.stdSerializers.err(err);
  const query = queryText(err);
  const type = (err as Error)?.constructor?.name ?? 'Error';
  const message = query ? `Failed query: ${query}: ${facts.message}` : facts.message;
  return {
    type,
    message,
    code: facts.code,
    constraint: facts.constraint,
    table: facts.table,
    column: facts.column,
    ...(query ? { query, params: '[withheld]' } : {}),
    stack: `${type}: ${message}\n${framesOf(err)}`,
  };
}

/** Why the database refused a write, in words and names only (for answers such as an import's). */
export function describeDatabaseError(facts: DatabaseErrorFacts): string {
  const where = facts.constraint ? ` (${facts.constraint})` : '';
  switch (facts.code) {
    case '23505':
      return `a value that must be unique is already taken${where}`;
    case '23503':
      return `a reference points at a row that does not exist${where}`;
    case '23502':
      return `the required column ${facts.column ?? '?'} is empty`;
    case '23514':
      return `a value breaks a rule of the table${where}`;
    default:
      return facts.message;
  }
}

/**
 * An error as a plain object safe to log or store anywhere (a job's failure, a sweep's log line):
 * a database error by code and query text only (errorLogSerializer), a failed query without a
 * database error behind it (a lost connection) by its query text, anything else by name and
 * message.
 */
export function loggableError(err: unknown): { name: string; message: string; code?: string } {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err) };
  if (databaseErrorFacts(err)) {
    const described = errorLogSerializer(err);
    return { name: described.type, message: described.message, code: String(described.code) };
  }
  const query = queryText(err);
  if (query) return { name: err.name, message: `Failed query: ${query}` };
  return { name: err.name, message: err.message };
}
