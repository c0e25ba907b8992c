import { and, count, eq, like, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newRecoveryKeySchema,
  recoveryKeyAnswerSchema,
  rotateKeySchema,
  unlockSchema,
  vaultStatusSchema,
} from '../../domain/vault';
import { audit } from '../audit/audit-log';
import { passwordGuard } from '../auth/password-attempts-guard';
import { requireUser, signedInUser } from '../auth/session-plugin';
import { startSession } from '../auth/start-session';
import type { AppContext } from '../context';
import { generateDataKey, type DataKey } from '../crypto/vault-keys';
import { recordVersions, trashedRecords, users } from '../db/schema';
import { escapeLike } from '../db/escape-like';
import { HttpError } from '../http/errors';
import {
  dropLockedKey,
  lockCurrentKey,
  lockedKeysOf,
  openWithPassword,
  openWithRecoveryKey,
  ownVaultKeys,
  protectDataKey,
  wrapForNewRecoveryKey,
} from './account-vault';
import { SEALED_TABLES, resealUserData } from './reseal';

/** Account Settings' vault: recovery key, unlocking old encrypted details, a new data key. */
export function vaultRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;

  /** Records and files still sealed under keys the user has not unlocked. */
  async function lockedItems(userId: string, keyIds: string[]): Promise<number> {
    if (keyIds.length === 0) return 0;
    let total = 0;
    for (const table of SEALED_TABLES) {
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(
          and(
            eq(table.userId, userId),
            or(...keyIds.map((id) => like(table.sealed, `v1.${escapeLike(id)}.%`))),
          ),
        );
      total += row?.n ?? 0;
    }
    // What waits in Recently deleted is still theirs, sealed as it was (decision 029).
    const [trashed] = await db
      .select({ n: count() })
      .from(trashedRecords)
      .where(
        and(
          eq(trashedRecords.userId, userId),
          or(...keyIds.map((id) => like(trashedRecords.sealed, `v1.${escapeLike(id)}.%`))),
        ),
      );
    total += trashed?.n ?? 0;
    // And so are a record's kept versions (decision 033).
    const [versions] = await db
      .select({ n: count() })
      .from(recordVersions)
      .where(
        and(
          eq(recordVersions.userId, userId),
          or(...keyIds.map((id) => like(recordVersions.sealed, `v1.${escapeLike(id)}.%`))),
        ),
      );
    total += versions?.n ?? 0;
    return total;
  }

  return async (app) => {
    app.addHook('preHandler', requireUser);
    const guard = passwordGuard(app, ctx);

    app.get(
      '/account/vault',
      { schema: { response: { 200: vaultStatusSchema } } },
      async (request) => {
        const me = signedInUser(request);
        const locked = await lockedKeysOf(db, me.id);
        return {
          lockedKeys: locked.length,
          lockedItems: await lockedItems(
            me.id,
            locked.map((k) => k.keyId),
          ),
        };
      },
    );

    app.post(
      '/account/recovery-key',
      { schema: { body: newRecoveryKeySchema, response: { 200: recoveryKeyAnswerSchema } } },
      async (request) => {
        const me = signedInUser(request);
        await guard.confirm(request, request.body, {
          purpose: 'New recovery key',
          refusedAction: 'vault.recovery_key_refused',
        });
        const dataKey = await ownVaultKeys(ctx.keys, me.id); // the after key is wrapped with it
        const fresh = wrapForNewRecoveryKey(ctx.serverKey, me.id, dataKey);
        await db
          .update(users)
          .set({ dataKeyRecoveryWrapped: fresh.dataKeyRecoveryWrapped, updatedAt: new Date() })
          .where(eq(users.id, me.id));
        await ctx.sessions.userChanged(me.id);
        await audit(db, request, {
          action: 'vault.recovery_key_replaced',
          message: 'New recovery key made; the previous one no longer works',
        });
        return { recoveryKey: fresh.recoveryKey };
      },
    );

    app.post('/account/unlock', { schema: { body: unlockSchema } }, async (request) => {
      const me = signedInUser(request);
      const current = await ownVaultKeys(ctx.keys, me.id);
      const { recoveryKey, oldPassword } = request.body;
      // An old password or a recovery key is a guess like any password: counted, then waited on.
      const attempt = await guard.begin(request, me);
      let unlockedKeys = 0;
      let resealed = 0;
      for (const locked of await lockedKeysOf(db, me.id)) {
        const old: DataKey | null = recoveryKey
          ? openWithRecoveryKey(ctx.serverKey, me.id, recoveryKey, locked.recoveryWrapped)
          : await openWithPassword(ctx.serverKey, me.id, oldPassword!, {
              passwordWrapped: locked.passwordWrapped,
              salt: locked.keyDerivationSalt,
            });
        if (!old) continue;
        resealed += await resealUserData(ctx, me.id, old, current);
        // The after key locked with it: its items move to the current after key too.
        if (old.after && old.after.id !== current.after!.id)
          resealed += await resealUserData(ctx, me.id, old.after, current.after!);
        await dropLockedKey(db, me.id, locked.keyId);
        unlockedKeys++;
      }
      if (unlockedKeys === 0) {
        await attempt.failed({
          action: 'vault.unlock_failed',
          message: 'Unlock refused: the key or password did not open any locked data',
        });
        throw new HttpError(
          400,
          recoveryKey
            ? 'That recovery key does not unlock your earlier details.'
            : 'That password does not unlock your earlier details.',
        );
      }
      await attempt.succeeded();
      await audit(db, request, {
        action: 'vault.unlocked',
        message: `Unlocked earlier encrypted details (${resealed} items re-encrypted)`,
      });
      return { unlockedItems: resealed };
    });

    app.post(
      '/account/rotate-key',
      { schema: { body: rotateKeySchema, response: { 200: recoveryKeyAnswerSchema } } },
      async (request, reply) => {
        const me = signedInUser(request);
        await guard.confirm(request, request.body, {
          purpose: 'New data key',
          refusedAction: 'vault.rotate_refused',
        });
        const old = await ownVaultKeys(ctx.keys, me.id);
        // The after key and key pair key are kept: no grant ever carried them, and the named
        // readers' copies stay valid (decision 021). Only the data key is new.
        const fresh = { ...generateDataKey(), after: old.after, pair: old.pair };
        const vault = await protectDataKey(ctx.serverKey, me.id, request.body.password, fresh);
        // Store the new key before re-encrypting anything, and keep the old one aside (still
        // openable with the password) until every value has moved: a crash loses nothing.
        await db.transaction(async (tx) => {
          await lockCurrentKey(tx, me);
          await tx
            .update(users)
            .set({ ...vault.columns, updatedAt: new Date() })
            .where(eq(users.id, me.id));
        });
        await resealUserData(ctx, me.id, old, fresh);
        await dropLockedKey(db, me.id, old.id);
        // Sessions elsewhere carry the old key: end them all and start this one afresh.
        await ctx.sessions.destroyAllForUser(me.id);
        ctx.keys.forget(me.id);
        await startSession(ctx, request, reply, me.id, { dataKey: fresh });
        await audit(db, request, {
          action: 'vault.key_rotated',
          message:
            'New data key: records and files re-encrypted (letters and wishes for after keep their own key), other sessions ended',
        });
        return { recoveryKey: vault.recoveryKey };
      },
    );
  };
}
