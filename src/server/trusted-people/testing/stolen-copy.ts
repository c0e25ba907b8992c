import type { KeyObject } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { DecryptionError } from '../../crypto/aead';
import { createSessionKeyRing } from '../../crypto/key-ring';
import type { ServerKey } from '../../crypto/server-key';
import { sessionVaultKey, unwrapDataKey, type DataKey } from '../../crypto/vault-keys';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { openServerWrapped } from '../../vault/account-vault';
import {
  grantKey,
  openDataKeyAsGrantee,
  openReleaseSecret,
  type GrantParties,
} from '../grant-sealing';
import { openPrivateKey } from '../key-pairs';

type Row = Record<string, unknown>;
/** Every row of every table, by table name, as the database gives them (snake_case columns). */
export type TableDump = Record<string, Row[]>;

/** A copy of every table in the public schema: what a stolen database or backup holds. */
export async function dumpTables(db: Database): Promise<TableDump> {
  // PGlite and node-postgres both answer execute() with { rows }.
  const rowsOf = async (query: ReturnType<typeof sql.raw>) =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const tables = await rowsOf(
    sql.raw(
      `select table_name as name from information_schema.tables where table_schema = 'public'`,
    ),
  );
  const dump: TableDump = {};
  for (const { name } of tables)
    dump[String(name)] = await rowsOf(sql.raw(`select * from "${String(name)}"`));
  return dump;
}

/** The value, or undefined where the key was wrong (any other error fails the test). */
function attempt<T>(work: () => T): T | undefined {
  try {
    return work();
  } catch (err) {
    if (err instanceof DecryptionError) return undefined;
    throw err;
  }
}

/** What someone with the dump and the server key could open of one grant. */
export interface Opened {
  /** Data keys opened from session rows or server-wrapped columns, by user id. */
  dataKeys: Map<string, DataKey>;
  granteePrivateKey?: KeyObject;
  releaseSecret?: Buffer;
  ownerKey?: DataKey;
}

/**
 * Tries every way the server code itself opens keys, with the dump and the server key only:
 * sessions' copies of data keys (the key is derived from the cookie; the dump holds its hash,
 * unless `cookies` hands over a browser's), server-wrapped data keys of older versions, the
 * grantee's sealed private key, the release secret, and the grant's sealed copy of the owner's
 * key (with the grantee's ECDH half when their private key opened, else without it).
 */
export async function openFromCopy(
  dump: TableDump,
  serverKey: ServerKey,
  parties: GrantParties,
  cookies: readonly string[] = [],
): Promise<Opened> {
  const rows = (table: string) => dump[table] ?? [];
  const dataKeys = new Map<string, DataKey>();
  for (const session of rows('sessions')) {
    const userId = String(session.user_id);
    const vault = String((session.sess as { vault?: string } | null)?.vault ?? '');
    for (const cookie of [String(session.sid), ...cookies]) {
      const key = attempt(() => unwrapDataKey(sessionVaultKey(cookie), userId, vault));
      if (key) dataKeys.set(userId, key);
    }
  }
  for (const user of rows('users')) {
    const key = attempt(() =>
      openServerWrapped(serverKey, {
        id: user.id,
        dataKeyId: user.data_key_id,
        dataKeyServerWrapped: user.data_key_server_wrapped,
      } as UserRow),
    );
    if (key) dataKeys.set(String(user.id), key);
  }

  const opened: Opened = { dataKeys };
  const granteeKey = dataKeys.get(parties.granteeId);
  const pair = rows('user_key_pairs').find((r) => r.user_id === parties.granteeId);
  if (granteeKey && pair) {
    const keys = createSessionKeyRing();
    keys.unlock(parties.granteeId, granteeKey);
    try {
      opened.granteePrivateKey = await openPrivateKey(
        { keys } as AppContext,
        parties.granteeId,
        String(pair.private_key_sealed),
      ).catch((err: unknown) => {
        if (err instanceof DecryptionError) return undefined;
        throw err;
      });
    } finally {
      keys.close();
    }
  }

  const secret = rows('grant_release_secrets').find((r) => r.grant_id === parties.grantId);
  if (secret)
    opened.releaseSecret = openReleaseSecret(
      serverKey,
      parties.grantId,
      String(secret.secret_sealed),
    );

  const grant = rows('trusted_grants').find((r) => r.id === parties.grantId);
  const sealedDataKey = grant?.sealed_data_key ? String(grant.sealed_data_key) : null;
  if (sealedDataKey && opened.releaseSecret) {
    const release = opened.releaseSecret;
    opened.ownerKey = opened.granteePrivateKey
      ? attempt(() =>
          openDataKeyAsGrantee(
            opened.granteePrivateKey!,
            { ephemeralPublicKey: String(grant!.ephemeral_public_key), sealedDataKey },
            release,
            parties,
          ),
        )
      : // The ECDH half is missing: the real derivation with nothing (or zeros) in its place.
        [Buffer.alloc(0), Buffer.alloc(32)]
          .map((half) =>
            attempt(() =>
              unwrapDataKey(grantKey(half, release, parties), parties.ownerId, sealedDataKey),
            ),
          )
          .find(Boolean);
  }
  return opened;
}
