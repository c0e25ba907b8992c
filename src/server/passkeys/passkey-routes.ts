import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import {
  addPasskeySchema,
  MAX_PASSKEYS,
  passkeyAssertionSchema,
  passkeyListSchema,
  passkeyRemovedSchema,
  passkeyRegistrationStartSchema,
  passkeySchema,
  removePasskeySchema,
  TOO_MANY_PASSKEYS,
  webauthnOptionsSchema,
} from '../../domain/passkeys';
import { audit } from '../audit/audit-log';
import { passwordGuard } from '../auth/password-attempts-guard';
import {
  clearSessionCookie,
  requireUser,
  SESSION_COOKIE,
  signedInUser,
} from '../auth/session-plugin';
import type { AppContext } from '../context';
import { passkeys, type UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { getSetting } from '../settings/system-settings';
import { ownVaultKeys } from '../vault/account-vault';
import { claimChallenge, rememberChallenge } from './challenges';
import {
  PASSKEY_REFUSALS,
  prfBytes,
  verifyPasskeyAssertion,
  type PasskeyRow,
} from './passkey-assertions';
import { wrapForPasskey } from './passkey-vault';
import { prfOptions } from './prf-salt';
import { relyingParty } from './relying-party';

const presentPasskey = (row: PasskeyRow, user: UserRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  opensRecords: Boolean(row.vaultWrapped) && row.vaultKeyId === user.dataKeyId,
  userVerified: row.userVerified,
});

/** Account Settings › Passkeys: add (after the password), list, remove, and the PRF follow-up. */
export function passkeyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, config } = ctx;

  async function countOf(userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
    return row?.n ?? 0;
  }

  /** Wraps the session's own vault payload under this passkey's PRF output. */
  async function wrapVault(request: FastifyRequest, passkey: PasskeyRow, prf: Buffer) {
    const me = signedInUser(request);
    const payload = await ownVaultKeys(ctx.keys, me.id);
    await db
      .update(passkeys)
      .set(wrapForPasskey(ctx.serverKey, me.id, passkey.credentialId, prf, payload))
      .where(eq(passkeys.id, passkey.id));
  }

  return async (app) => {
    app.addHook('preHandler', requireUser);
    const guard = passwordGuard(app, ctx);

    app.get('/passkeys', { schema: { response: { 200: passkeyListSchema } } }, async (request) => {
      const me = signedInUser(request);
      const rows = await db
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, me.id))
        .orderBy(passkeys.createdAt);
      return { passkeys: rows.map((row) => presentPasskey(row, me)) };
    });

    app.post(
      '/passkeys/registration-options',
      {
        schema: { body: passkeyRegistrationStartSchema, response: { 200: webauthnOptionsSchema } },
      },
      async (request) => {
        const me = signedInUser(request);
        // Checked before the password, so nobody types it for nothing.
        if ((await countOf(me.id)) >= MAX_PASSKEYS) throw new HttpError(400, TOO_MANY_PASSKEYS);
        await guard.confirm(request, request.body, {
          purpose: 'New passkey',
          refusedAction: 'passkey.add_refused',
        });
        const existing = await db.select().from(passkeys).where(eq(passkeys.userId, me.id));
        const options = await generateRegistrationOptions({
          rpName: await getSetting(db, 'application_name'),
          rpID: relyingParty(config).rpID,
          userName: me.username,
          userDisplayName: [me.firstName, me.lastName].filter(Boolean).join(' ') || me.username,
          // The user handle is the account id: a username-less sign-in learns whose passkey it is.
          userID: isoUint8Array.fromUTF8String(me.id),
          attestationType: 'none',
          excludeCredentials: existing.map((p) => ({ id: p.credentialId })),
          authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
          extensions: prfOptions(),
        });
        await rememberChallenge(db, options.challenge, 'register', { userId: me.id });
        return { options: options as unknown as Record<string, unknown> };
      },
    );

    app.post(
      '/passkeys',
      { schema: { body: addPasskeySchema, response: { 201: passkeySchema } } },
      async (request, reply) => {
        const me = signedInUser(request);
        if ((await countOf(me.id)) >= MAX_PASSKEYS) throw new HttpError(400, TOO_MANY_PASSKEYS);
        const response = request.body.response as unknown as RegistrationResponseJSON;
        let challenge: string;
        try {
          challenge = decodeClientDataJSON(response.response.clientDataJSON).challenge;
        } catch {
          throw new HttpError(400, PASSKEY_REFUSALS.unreadable);
        }
        const claimed = await claimChallenge(db, challenge, 'register');
        if (!claimed || claimed.userId !== me.id)
          throw new HttpError(401, PASSKEY_REFUSALS.expired);
        const { rpID, origin } = relyingParty(config);
        let info;
        try {
          const verified = await verifyRegistrationResponse({
            response,
            expectedChallenge: claimed.challenge,
            expectedOrigin: origin,
            expectedRPID: rpID,
            requireUserVerification: false,
          });
          if (!verified.verified) throw new Error('not verified');
          info = verified.registrationInfo;
        } catch (err) {
          const message = err instanceof Error ? err.message : '';
          if (/origin/i.test(message)) throw new HttpError(401, PASSKEY_REFUSALS.wrongOrigin);
          throw new HttpError(401, PASSKEY_REFUSALS.failed);
        }
        const [row] = await db
          .insert(passkeys)
          .values({
            userId: me.id,
            credentialId: info.credential.id,
            publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
            counter: info.credential.counter,
            transports: info.credential.transports ?? [],
            name: request.body.name,
            userVerified: info.userVerified,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new HttpError(409, 'This passkey is already added.');
        const prf = prfBytes(request.body.prf);
        if (prf) await wrapVault(request, row, prf);
        await audit(db, request, {
          action: 'passkey.added',
          message: `Passkey added (${row.name})${prf ? ', able to open the records' : ''}`,
        });
        const [fresh] = await db.select().from(passkeys).where(eq(passkeys.id, row.id));
        return reply.code(201).send(presentPasskey(fresh!, me));
      },
    );

    // Options for an assertion with one of one's own passkeys: confirming a sensitive step, or
    // (`forPrf`) getting the PRF output a security key could not give while it was being made.
    app.post(
      '/passkeys/assertion-options',
      {
        schema: {
          body: z.object({ passkeyId: z.string().uuid().optional() }),
          response: { 200: webauthnOptionsSchema },
        },
      },
      async (request) => {
        const me = signedInUser(request);
        const mine = await db
          .select()
          .from(passkeys)
          .where(
            request.body.passkeyId
              ? and(eq(passkeys.userId, me.id), eq(passkeys.id, request.body.passkeyId))
              : eq(passkeys.userId, me.id),
          );
        if (mine.length === 0) throw new HttpError(404, 'No such passkey.');
        const options = await generateAuthenticationOptions({
          rpID: relyingParty(config).rpID,
          allowCredentials: mine.map((p) => ({
            id: p.credentialId,
            transports: p.transports as never,
          })),
          userVerification: request.body.passkeyId ? 'preferred' : 'required',
          extensions: prfOptions(),
        });
        await rememberChallenge(db, options.challenge, 'confirm', { userId: me.id });
        return { options: options as unknown as Record<string, unknown> };
      },
    );

    app.post(
      '/passkeys/:id/prf',
      { schema: { params: z.object({ id: z.string().uuid() }), body: passkeyAssertionSchema } },
      async (request, reply) => {
        const me = signedInUser(request);
        const response = request.body.response as unknown as AuthenticationResponseJSON;
        const { passkey } = await verifyPasskeyAssertion(ctx, response, 'confirm', me.id, false);
        if (passkey.id !== request.params.id)
          throw new HttpError(400, PASSKEY_REFUSALS.otherAccount);
        const prf = prfBytes(request.body.prf);
        if (!prf)
          throw new HttpError(
            400,
            'This passkey cannot open your records: it gave no unlock secret.',
          );
        await wrapVault(request, passkey, prf);
        await audit(db, request, {
          action: 'passkey.vault_renewed',
          message: `Passkey (${passkey.name}) can open the records`,
        });
        return reply.code(204).send();
      },
    );

    app.delete(
      '/passkeys/:id',
      {
        schema: {
          params: z.object({ id: z.string().uuid() }),
          body: removePasskeySchema,
          response: { 200: passkeyRemovedSchema },
        },
      },
      async (request, reply) => {
        const me = signedInUser(request);
        const [target] = await db
          .select()
          .from(passkeys)
          .where(and(eq(passkeys.id, request.params.id), eq(passkeys.userId, me.id)));
        if (!target) throw new HttpError(404, 'No such passkey.');
        await guard.confirm(request, request.body, {
          purpose: 'Passkey removal',
          refusedAction: 'passkey.remove_refused',
        });
        await db.delete(passkeys).where(eq(passkeys.id, target.id));
        // It signs in nowhere from the next request: the sessions it started end now, this one
        // too when it started it. The answer says so, for the page to say why it signs out
        // rather than meet a 401 it cannot explain.
        const signedOut = await ctx.sessions.destroyStartedBy(
          me.id,
          target.id,
          request.cookies[SESSION_COOKIE],
        );
        if (signedOut) clearSessionCookie(reply);
        await audit(db, request, {
          action: 'passkey.removed',
          message: `Passkey removed (${target.name}); the sessions it started were ended`,
        });
        return { signedOut };
      },
    );
  };
}
