import type { Database } from '../../db/client';
import { systemLogs } from '../../db/schema';
import type { Snapshot } from '../snapshot/snapshot-format';
import { rowCounts } from '../snapshot/take-snapshot';

/** Writes a backup or restore to the audit log (no request: the origin is 'cli' or the server). */
export async function recordBackupEvent(
  db: Database,
  event: { action: 'backup.create' | 'backup.restore'; message: string; origin: 'cli' | 'server' },
) {
  await db.insert(systemLogs).values({
    action: event.action,
    message: event.message,
    targetKind: 'backup',
    ipAddress: event.origin,
  });
}

/** "3 users, 120 rows, 2 files": what a snapshot holds, for messages. */
export function describeSnapshot(snapshot: Snapshot): string {
  const counts = rowCounts(snapshot);
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  // Files in the backup, or (S3 storage) named by it and found in the bucket.
  const files = Math.max(
    Object.keys(snapshot.files).length,
    (snapshot.tables.stored_files?.length ?? 0) - snapshot.missingFiles.length,
  );
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(counts.users ?? 0, 'user')}, ${plural(rows, 'row')}, ${plural(files, 'file')}`;
}
