import type { Query } from '@tanstack/react-query';
import type { VaultChoice, VaultList } from '../../domain/vault-choice';
import { apiRequest, readJson } from './api';
import { queryClient, USER_QUERY_KEY } from './query-client';
import { SITE_INFO_KEY } from './site-info';
import { activeVault, setActiveVault, setServerVaultSource, type ActiveVault } from './vault';

/** GET /api/vaults: the switcher's list (the same whichever vault is open). */
export const VAULT_LIST_KEY = ['/api/vaults'] as const;

/** Queries that are the same whoever's records are open: kept across a switch. */
const KEPT = new Set<unknown>([USER_QUERY_KEY[0], SITE_INFO_KEY[0], VAULT_LIST_KEY[0]]);

const isVaultData = (query: Query) => !KEPT.has(query.queryKey[0]);

// A screen rendered on the server names its vault in the /api/vaults answer it was rendered with.
setServerVaultSource(() => queryClient.getQueryData<VaultList>(VAULT_LIST_KEY)?.current ?? null);

/** Tells the server the device's choice (the `kinfolio_vault` cookie); a failure only forgets it. */
function remember(ownerId: string | null): void {
  apiRequest('PUT', '/api/vaults/choice', { ownerId }).catch(() => {
    // The tab still names its vault in every request; the next cold load starts at the old place.
  });
}

/**
 * Opens someone's vault (or one's own with null), and remembers it on this device unless told
 * not to. Every cached answer is dropped first, so no record of one vault is ever shown in the
 * other; the screens on view load again with the new header.
 */
export async function switchVault(
  next: ActiveVault | null,
  { rememberChoice = true }: { rememberChoice?: boolean } = {},
): Promise<void> {
  const previous = activeVault();
  setActiveVault(next);
  if (rememberChoice) remember(next?.ownerId ?? null);
  if (previous?.ownerId === next?.ownerId) return;
  await queryClient.resetQueries({ predicate: isVaultData });
}

/** Back to one's own records. */
export function leaveVault(): Promise<void> {
  return switchVault(null);
}

/**
 * Right after sign-in: the server keeps the device's choice if it still opens, or opens the
 * vault shared with someone who has nothing of their own (POST /api/vaults/landing). A failure
 * leaves the person in their own records.
 */
export function landAfterSignIn(): Promise<void> {
  landing = land();
  return landing;
}

/** Settles once the landing after sign-in (if any) has: a page that opens a vault waits for it. */
export function afterLanding(): Promise<void> {
  return landing;
}

let landing: Promise<void> = Promise.resolve();

async function land(): Promise<void> {
  try {
    const { vault } = await readJson<VaultChoice>(await apiRequest('POST', '/api/vaults/landing'));
    await switchVault(vault, { rememberChoice: false });
  } catch {
    await switchVault(null, { rememberChoice: false });
  }
}
