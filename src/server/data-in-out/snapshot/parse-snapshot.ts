import { HttpError } from '../../http/errors';
import { ACCOUNT_EXPORT_FORMAT } from './admin-accounts-export';
import {
  serverKeyFingerprint,
  snapshotHeaderSchema,
  snapshotSchema,
  SNAPSHOT_VERSION,
  type Snapshot,
} from './snapshot-format';

/** The first problems zod found, as one sentence a person can act on. */
function describeIssues(issues: { path: PropertyKey[]; message: string }[]): string {
  const shown = issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || 'file'}: ${i.message}`);
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more problems)` : '';
  return `${shown.join('; ')}${more}`;
}

/**
 * Checks an export or backup before anything is written: that it is ours (400), of the version
 * this server reads (400), well formed (400), and made with this server's key (409).
 */
export function parseSnapshot(input: unknown, serverKey: { key: Buffer }): Snapshot {
  if ((input as { format?: unknown } | null)?.format === ACCOUNT_EXPORT_FORMAT) {
    throw new HttpError(
      400,
      'This is an account and metadata export: it holds no keys or records, so it cannot be imported. ' +
        'To move accounts, import a backup made with `npm run cli -- backup` on the other server.',
    );
  }
  const header = snapshotHeaderSchema.safeParse(input);
  if (!header.success) {
    throw new HttpError(400, 'This is not a Kinfolio export file.');
  }
  if (header.data.version !== SNAPSHOT_VERSION) {
    throw new HttpError(
      400,
      `This export file is format version ${header.data.version}; this server reads version ${SNAPSHOT_VERSION}.`,
    );
  }
  const parsed = snapshotSchema.safeParse(input);
  if (!parsed.success) {
    throw new HttpError(
      400,
      `The export file is malformed: ${describeIssues(parsed.error.issues)}`,
    );
  }
  const snapshot = parsed.data as Snapshot;
  const fileRows = new Set((snapshot.tables.stored_files ?? []).map((r) => String(r.id)));
  const stray = Object.keys(snapshot.files).find((id) => !fileRows.has(id));
  if (stray) {
    throw new HttpError(
      400,
      `The export file is malformed: files.${stray} belongs to no stored_files row.`,
    );
  }
  if (snapshot.serverKeyFingerprint !== serverKeyFingerprint(serverKey.key)) {
    throw new HttpError(
      409,
      'This export was made with a different server key, so its data could not be opened here. ' +
        'Import it on a server configured with the same key (MASTER_KEY or DATA_DIR/keys/master.key).',
    );
  }
  return snapshot;
}
