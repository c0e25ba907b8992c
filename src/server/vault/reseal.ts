import { and, eq, getTableName, like } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import { resealValue } from '../crypto/row-sealer';
import { resealStoredFile } from '../documents/stored-files';
import type { DataKey } from '../crypto/vault-keys';
import { escapeLike } from '../db/escape-like';
import { resealTrustedPeople } from '../trusted-people/key-changes';
import {
  aiConversations,
  aiMessages,
  beneficiaryMatches,
  executorPlanTicks,
  importMappings,
  recordTables,
  savedCustomReports,
  storedFiles,
  recordVersions,
  trashedRecords,
} from '../db/schema';
import { versionIdentity } from '../record-history/history-store';
import { recordKindByKey } from '../../domain/records';

type SealedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn; sealed: AnyPgColumn };

/** Every table with a per-row ciphertext under the user's data key. */
export const SEALED_TABLES: readonly SealedTable[] = [
  ...(Object.values(recordTables) as unknown as SealedTable[]),
  storedFiles as unknown as SealedTable,
  aiConversations as unknown as SealedTable,
  aiMessages as unknown as SealedTable,
  beneficiaryMatches as unknown as SealedTable,
  savedCustomReports as unknown as SealedTable,
  executorPlanTicks as unknown as SealedTable,
];

/**
 * Re-encrypts everything a user sealed under `from` (rows and file bytes) under `to`. Each
 * ciphertext names its key, so the work is safe to repeat: files first (each rewritten
 * atomically), then every row in one transaction. Returns how many values changed.
 */
export async function resealUserData(
  ctx: AppContext,
  userId: string,
  from: DataKey,
  to: DataKey,
): Promise<number> {
  let changed = 0;
  const files = await ctx.db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(eq(storedFiles.userId, userId));
  const identityOf = (table: string, rowId: string) => ({ table, rowId, userId });
  for (const file of files) {
    // Streamed, in either sealed format (documents/stored-files.ts).
    if (await resealStoredFile(ctx, { id: file.id, userId }, from, to)) changed++;
  }
  await ctx.db.transaction(async (tx) => {
    for (const table of SEALED_TABLES) {
      const name = getTableName(table);
      const rows = (await tx
        .select({ id: table.id, sealed: table.sealed })
        .from(table)
        .where(
          and(eq(table.userId, userId), like(table.sealed, `v1.${escapeLike(from.id)}.%`)),
        )) as Array<{
        id: string;
        sealed: string;
      }>;
      for (const row of rows) {
        const sealed = resealValue(from, to, identityOf(name, row.id), row.sealed);
        await tx
          .update(table)
          .set({ sealed } as never)
          .where(eq(table.id, row.id));
        changed++;
      }
    }
    // Recently deleted keeps each record's ciphertext bound to its own table and id (decision 029).
    const trashed = await tx
      .select({
        id: trashedRecords.recordId,
        kind: trashedRecords.kind,
        sealed: trashedRecords.sealed,
      })
      .from(trashedRecords)
      .where(
        and(
          eq(trashedRecords.userId, userId),
          like(trashedRecords.sealed, `v1.${escapeLike(from.id)}.%`),
        ),
      );
    for (const item of trashed) {
      const kind = recordKindByKey(item.kind);
      if (!kind || !item.sealed) continue;
      const sealed = resealValue(from, to, identityOf(kind.table, item.id), item.sealed);
      await tx.update(trashedRecords).set({ sealed }).where(eq(trashedRecords.recordId, item.id));
      changed++;
    }
    // A record's versions are bound to their own id (record_versions:<id>:<userId>, decision 033).
    const versions = await tx
      .select({ id: recordVersions.id, sealed: recordVersions.sealed })
      .from(recordVersions)
      .where(
        and(
          eq(recordVersions.userId, userId),
          like(recordVersions.sealed, `v1.${escapeLike(from.id)}.%`),
        ),
      );
    for (const version of versions) {
      if (!version.sealed) continue;
      const sealed = resealValue(
        from,
        to,
        versionIdentity({ id: version.id, userId }),
        version.sealed,
      );
      await tx.update(recordVersions).set({ sealed }).where(eq(recordVersions.id, version.id));
      changed++;
    }
    // Remembered CSV mappings are bound to (user, area), having no row id of their own.
    const mappings = await tx
      .select({ area: importMappings.area, sealed: importMappings.sealed })
      .from(importMappings)
      .where(
        and(
          eq(importMappings.userId, userId),
          like(importMappings.sealed, `v1.${escapeLike(from.id)}.%`),
        ),
      );
    for (const m of mappings) {
      const sealed = resealValue(from, to, identityOf('import_mappings', m.area), m.sealed);
      await tx
        .update(importMappings)
        .set({ sealed })
        .where(and(eq(importMappings.userId, userId), eq(importMappings.area, m.area)));
      changed++;
    }
  });
  // The key pair, invited addresses and trusted people's sealed copies of the key (decision 017).
  changed += await resealTrustedPeople(ctx, userId, from, to);
  return changed;
}
