import type { AppContext } from '../context';
import { findUserById } from '../users/user-repository';
import type { VaultScope } from '../vault-scope/vault-scope';

/**
 * Who reads the owner's figures through a grant, and whose they are (decision 028): the areas
 * the grant covers and the owner's first name, for the label over every visitor's figures
 * ("From the 3 areas Maria shares with you"). Null in the owner's own view.
 */
export async function trustedViewOf(
  ctx: AppContext,
  scope: VaultScope,
): Promise<{ areas: readonly string[] | null; ownerFirstName: string } | null> {
  if (!scope.trusted) return null;
  const owner = await findUserById(ctx.db, scope.ownerId);
  const ownerFirstName = owner?.firstName?.trim() || owner?.username || 'The owner';
  return { areas: scope.trusted.areas ?? null, ownerFirstName };
}
