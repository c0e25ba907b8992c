import { eq, sum } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFiles } from '../db/schema';
import { HttpError } from '../http/errors';
import { getSetting, SETTING_DEFAULTS } from '../settings/system-settings';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** 5 GB, 4.98 GB, 600 KB: at most two decimals, none when whole. */
export function formatBytes(bytes: number): string {
  const [unit, size] = bytes >= GB ? ['GB', GB] : bytes >= MB ? ['MB', MB] : ['KB', KB];
  return `${Number((bytes / size).toFixed(2))} ${unit}`;
}

/** An account's room: what the administrator allows (storage_quota_gb) and what it stores. */
export interface StorageRoom {
  quota: number;
  used: number;
}

/**
 * The account's stored bytes against the quota. Every stored file counts, whatever it is for
 * (a document, a letter's file, a profile photo, an import's, one kept in Recently deleted), as
 * each has its stored_files row until its bytes are gone.
 */
export async function storageRoom(db: Database, userId: string): Promise<StorageRoom> {
  const setting = Number(await getSetting(db, 'storage_quota_gb'));
  const gb =
    Number.isFinite(setting) && setting > 0 ? setting : Number(SETTING_DEFAULTS.storage_quota_gb);
  const [row] = await db
    .select({ used: sum(storedFiles.size) })
    .from(storedFiles)
    .where(eq(storedFiles.userId, userId));
  return { quota: Math.floor(gb * GB), used: Number(row?.used ?? 0) };
}

/** 413 naming the quota and what is used. */
export function storageFull(room: StorageRoom): HttpError {
  return new HttpError(
    413,
    `Your storage is full: ${formatBytes(room.quota)} allowed, ${formatBytes(room.used)} used. Delete files you no longer need, or ask your administrator for more room.`,
  );
}

/** Throws storageFull unless `adding` more bytes fit in the account's room; answers the room. */
export async function checkStorageRoom(
  db: Database,
  userId: string,
  adding = 0,
): Promise<StorageRoom> {
  const room = await storageRoom(db, userId);
  if (room.used >= room.quota || room.used + adding > room.quota) throw storageFull(room);
  return room;
}
