import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VAULT_COOKIE, VAULT_COOKIE_MAX_AGE_S } from '../../domain/vault-choice';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the vault resolution when the device's cookie named a vault that no longer opens. */
    staleVaultCookie: boolean;
  }
}

/**
 * Remembers the device's vault (the owner's id), or forgets it with null. Strict same-site, so
 * no other site's link or form carries it; not httpOnly, because the client reads it at start to
 * agree with what the server renders (it is an id, not a secret: the grant is checked each time).
 */
export function setVaultCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  ownerId: string | null,
): void {
  if (!ownerId) {
    reply.clearCookie(VAULT_COOKIE, { path: '/' });
    return;
  }
  request.staleVaultCookie = false; // a choice made now replaces the stale one, not cleared after
  reply.setCookie(VAULT_COOKIE, ownerId, {
    path: '/',
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: VAULT_COOKIE_MAX_AGE_S,
  });
}

/** Clears a cookie the vault resolution found stale (its grant ended) on the answer it gave. */
export function registerVaultCookie(app: FastifyInstance): void {
  app.decorateRequest('staleVaultCookie', false);
  app.addHook('onSend', async (request, reply) => {
    if (request.staleVaultCookie) setVaultCookie(request, reply, null);
  });
}
