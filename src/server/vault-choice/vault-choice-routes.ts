import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VAULT_HEADER } from '../../domain/trusted-people';
import {
  vaultChoiceInputSchema,
  vaultChoiceSchema,
  vaultListSchema,
  VAULT_COOKIE,
} from '../../domain/vault-choice';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { setVaultCookie } from '../vault-scope/vault-cookie';
import { describeVault, openableVaults, ownRecordsEmpty } from './vault-choice';

/**
 * The vault switcher's routes (issue 28, "Landing in the right vault"):
 * GET /api/vaults lists the vaults the person can open; PUT /api/vaults/choice remembers one on
 * this device (the `kinfolio_vault` cookie) after checking the grant; POST /api/vaults/landing,
 * right after sign-in, keeps the device's choice if it still opens, else opens the only sensible
 * place for someone with nothing of their own: the vault shared with them.
 */
export function vaultChoiceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /** Resolves `ownerId` as the header would (404 when not shared, ended or out of reach). */
  const resolveNamed = (request: FastifyRequest, ownerId: string) => {
    request.headers[VAULT_HEADER.toLowerCase()] = ownerId;
    return ctx.vaults.resolve(request);
  };

  return async (app) => {
    app.addHook('preHandler', requireUser);

    app.get(
      '/vaults',
      { schema: { response: { 200: vaultListSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const vaults = await openableVaults(ctx, signedInUser(request).id);
        // A header naming a vault that no longer opens still gets the list (the switcher is the
        // way out); the banner's own check tells the person their access ended.
        const current = await ctx.vaults.resolve(request).then(
          (scope) => describeVault(ctx, scope),
          (err: unknown) => {
            if (err instanceof HttpError && err.statusCode < 500) return null;
            throw err;
          },
        );
        return { vaults: vaults.map(({ since: _since, ...vault }) => vault), current };
      },
    );

    app.put(
      '/vaults/choice',
      { schema: { body: vaultChoiceInputSchema, response: { 200: vaultChoiceSchema } } },
      async (request, reply) => {
        const { ownerId } = request.body;
        const scope = ownerId ? await resolveNamed(request, ownerId) : null;
        const vault = scope ? await describeVault(ctx, scope) : null;
        setVaultCookie(request, reply, vault?.ownerId ?? null);
        return { vault };
      },
    );

    app.post(
      '/vaults/landing',
      { schema: { response: { 200: vaultChoiceSchema } } },
      async (request, reply) => {
        const me = signedInUser(request);
        // The device's choice (a stale one falls back to one's own and is cleared).
        delete request.headers[VAULT_HEADER.toLowerCase()];
        const remembered = request.cookies[VAULT_COOKIE]
          ? await describeVault(ctx, await ctx.vaults.resolve(request))
          : null;
        if (remembered) return { vault: remembered };
        const vaults = await openableVaults(ctx, me.id);
        if (vaults.length === 0 || !(await ownRecordsEmpty(ctx, me.id))) return { vault: null };
        // Nothing of their own: the most recently shared vault is why they came.
        const newest = [...vaults].sort(
          (a, b) => (b.since?.getTime() ?? 0) - (a.since?.getTime() ?? 0),
        )[0]!;
        request.vault = undefined;
        const vault = await describeVault(ctx, await resolveNamed(request, newest.ownerId));
        setVaultCookie(request, reply, vault?.ownerId ?? null);
        return { vault };
      },
    );
  };
}
