import { RECORD_KINDS, type RecordKindKey } from '../../../domain/records';
import { recordDisplay } from '../../../domain/records/display';
import { AREA_NAMES } from '../../../domain/navigation';
import { vaultCovers, type ActiveVault } from '../../lib/vault';

/**
 * Which screens make sense while reading someone's vault. Record screens answer for the areas the
 * grant covers; the insight and report screens are built from records (the server reads them
 * within the grant); the guide and the Security Center show no one's data. Everything else is
 * about one's own account (assistant, settings, trusted people, admin) and is reached by going
 * back to one's own records first.
 */
const VAULT_SCREENS = new Set([
  '/',
  '/dashboard',
  '/legacy-planning',
  '/financial-analysis',
  '/advanced-reporting',
  '/upcoming',
  '/user-guide',
  '/security',
  // In no grant's areas: the server answers after the owner's release, with what names the reader.
  '/letters-and-wishes',
  // The executor's first-days plan: the server answers executors after release (issue 29).
  '/executor-plan',
  // An editor sees what they deleted themselves (the server answers a viewer 404: a note).
  '/recently-deleted',
]);

const KIND_BY_ROUTE = new Map<string, RecordKindKey>(
  RECORD_KINDS.map((kind) => [recordDisplay(kind.key).route, kind.key]),
);

/** What a path shows in the open vault: the screen, a note that it is not shared, or one's own. */
export type VaultPathAccess =
  { kind: 'open' } | { kind: 'not-shared'; area: string } | { kind: 'own-account' };

/** Whether `pathname` can be shown in `vault` (always 'open' for one's own records). */
export function vaultPathAccess(vault: ActiveVault | null, pathname: string): VaultPathAccess {
  if (!vault) return { kind: 'open' };
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // A screen built from several areas opens even when one kind it also holds (charitable gifts
  // on Legacy Planning) is not shared: that part shows its own note.
  if (VAULT_SCREENS.has(path)) return { kind: 'open' };
  const kindKey = KIND_BY_ROUTE.get(path);
  if (kindKey) {
    return vaultCovers(vault, kindKey)
      ? { kind: 'open' }
      : { kind: 'not-shared', area: AREA_NAMES[kindKey] };
  }
  return { kind: 'own-account' };
}

/** True when the navigation shows this path in the open vault. */
export function shownInVault(vault: ActiveVault | null, path: string): boolean {
  return vaultPathAccess(vault, path).kind === 'open' && path !== '/security';
}
