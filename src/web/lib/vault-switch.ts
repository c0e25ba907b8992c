import type { Query } from '@tanstack/react-query';
import { queryClient, USER_QUERY_KEY } from './query-client';
import { SITE_INFO_KEY } from './site-info';
import { activeVault, setActiveVault, type ActiveVault } from './vault';

/** Queries that are the same whoever's records are open: kept across a switch. */
const KEPT = new Set<unknown>([USER_QUERY_KEY[0], SITE_INFO_KEY[0]]);

const isVaultData = (query: Query) => !KEPT.has(query.queryKey[0]);

/**
 * Opens someone's vault (or one's own with null). Every cached answer is dropped first, so no
 * record of one vault is ever shown in the other; the screens on view load again with the new
 * header.
 */
export async function switchVault(next: ActiveVault | null): Promise<void> {
  const previous = activeVault();
  setActiveVault(next);
  if (previous?.ownerId === next?.ownerId) return;
  await queryClient.resetQueries({ predicate: isVaultData });
}

/** Back to one's own records. */
export function leaveVault(): Promise<void> {
  return switchVault(null);
}
