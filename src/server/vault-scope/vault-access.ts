import type { FastifyRequest } from 'fastify';
import { VAULT_HEADER } from '../../domain/trusted-people';
import { OWN_VAULT, VAULT_COOKIE } from '../../domain/vault-choice';
import { signedInUser } from '../http/request-user';
import type { KeyRing } from '../crypto/key-ring';
import type { DataKey } from '../crypto/vault-keys';
import { HttpError } from '../http/errors';
import { notShared, type VaultScope } from './vault-scope';

/** A grant opened for one request: the scope it allows and the owner's data key it released. */
export interface OpenedGrant {
  scope: VaultScope;
  ownerKey: DataKey;
}

/**
 * Opens the grant from `granteeId` into `ownerId`'s vault, or throws (404 when there is none).
 * Registered at start by the feature that keeps grants (trusted-people/grant-opener.ts), so this
 * ground room never imports it; a request whose wait has passed opens here at once.
 */
export type GrantOpener = (granteeId: string, ownerId: string) => Promise<OpenedGrant>;

/** What the resolver needs of the app: the key ring, and word of a grant that changed. */
export interface VaultAccessDeps {
  keys: KeyRing;
  sessions: { onGrantChanged(drop: (grantId: string) => void): void };
}

/**
 * How long an opened grant is reused without reading it again. Every change of a grant
 * (confirm, approve, reject, end, a key rotation) drops it on every instance through the
 * revocation bus first; this bound only covers a bus message lost with a dead connection.
 */
const RECHECK_AFTER_MS = 30_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves the X-Kinfolio-Vault header. A trusted person's request opens the owner's data key
 * through the registered grant opener; the opened key is handed to the key ring for the owner,
 * as a session of the owner's would.
 */
export class VaultAccess {
  private readonly opened = new Map<string, OpenedGrant & { checkedAt: number }>();
  private openGrant: GrantOpener = () => Promise.reject(notShared());

  constructor(
    private readonly deps: VaultAccessDeps,
    // Read through Date at each call (not a saved Date.now), so a faked clock reaches it too.
    private readonly now: () => number = () => Date.now(),
  ) {
    deps.sessions.onGrantChanged((grantId) => {
      for (const [key, entry] of this.opened)
        if (entry.scope.trusted?.grantId === grantId) this.opened.delete(key);
    });
  }

  /** Called once at start by the feature that keeps grants; without it only one's own vault opens. */
  useGrantOpener(opener: GrantOpener): void {
    this.openGrant = opener;
  }

  /**
   * The vault a signed-in request is about: its own, or an owner's it holds an active grant to.
   * The X-Kinfolio-Vault header decides when sent (a wrong or ended one is an error the tab
   * acts on); without it the device's `kinfolio_vault` cookie does (a cold load, a link), and a
   * cookie naming a vault that no longer opens falls back to one's own records and is cleared
   * (vault-cookie.ts), never an error page.
   */
  async resolve(request: FastifyRequest): Promise<VaultScope> {
    if (request.vault) return request.vault;
    const me = signedInUser(request);
    const header = request.headers[VAULT_HEADER.toLowerCase()];
    if (typeof header === 'string') return (request.vault = await this.open(me.id, header.trim()));
    const cookie = request.cookies?.[VAULT_COOKIE];
    if (!cookie) return (request.vault = { ownerId: me.id });
    try {
      return (request.vault = await this.open(me.id, cookie.trim()));
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      request.staleVaultCookie = true;
      return (request.vault = { ownerId: me.id });
    }
  }

  /** Opens the vault `ownerId` names for `meId` (own for empty, 'own' or one's own id). */
  private async open(meId: string, ownerId: string): Promise<VaultScope> {
    if (!ownerId || ownerId === OWN_VAULT || ownerId === meId) return { ownerId: meId };
    if (!UUID.test(ownerId)) throw new HttpError(400, `${VAULT_HEADER} must be a user id`);
    const key = `${meId}:${ownerId}`;
    let entry = this.opened.get(key);
    if (!entry || this.now() - entry.checkedAt > RECHECK_AFTER_MS) {
      entry = { ...(await this.openGrant(meId, ownerId)), checkedAt: this.now() };
      this.opened.set(key, entry);
    }
    this.deps.keys.unlock(ownerId, entry.ownerKey);
    return entry.scope;
  }
}
