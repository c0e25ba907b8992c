import type { Database } from '../../db/client';
import { systemLogs } from '../../db/schema';
import type { Snapshot } from './snapshot-format';

/** Action of an audit entry that came in a file: the importing admin's, never the original's. */
export const IMPORTED_ENTRY_ACTION = 'admin.import_entry';

const BATCH = 500;

/** Who imports, as their own audit rows record it. */
export interface Importer {
  userId: string;
  ipAddress: string;
  userAgent: string | null;
}

/** The original entry, kept as text inside the marked one. */
function describeOriginal(row: Record<string, unknown>): string {
  const by = row.user_id ? `user ${String(row.user_id)}` : 'no user';
  const from = row.ip_address ? String(row.ip_address) : 'unknown address';
  const at = row.timestamp ? String(row.timestamp) : 'unknown time';
  return `Imported audit entry, not recorded here (originally ${at}, ${String(row.action)}, ${by}, ${from}): ${String(row.message)}`;
}

/**
 * The file's audit entries, written as the importing admin's action (decision 011): their id,
 * time, address and action are the import's, the original ones only text in the message. So a
 * file cannot put words in another admin's mouth, back-date an entry, or add to the counts that
 * read the audit log (sign-in failures, access logs).
 */
export async function recordImportedAuditEntries(
  tx: Database,
  snapshot: Snapshot,
  importer: Importer,
): Promise<number> {
  const rows = (snapshot.tables.system_logs ?? []).map((row) => ({
    action: IMPORTED_ENTRY_ACTION,
    level: 'info',
    message: describeOriginal(row).slice(0, 2000),
    userId: importer.userId,
    targetKind: 'imported_audit_entry',
    targetId: row.id == null ? null : String(row.id),
    ipAddress: importer.ipAddress,
    userAgent: importer.userAgent,
  }));
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(systemLogs).values(rows.slice(i, i + BATCH));
  }
  return rows.length;
}
