import { useSyncExternalStore } from 'react';
// Types only: the API client (in every public page's script) imports this file, and the contract
// module brings zod and the record descriptions with it.
import type { VAULT_HEADER, VaultAccess } from '../../domain/trusted-people';

/** The contract's header name; the type checks it is the same string. */
const HEADER: typeof VAULT_HEADER = 'X-Kinfolio-Vault';

/**
 * Whose records the app is reading: null for one's own, else a vault someone shared. Kept in
 * module state (the API client reads it on every request) and in sessionStorage, so a reload
 * stays in the vault while closing the tab returns to one's own records. Switching goes through
 * vault-switch.ts, which also empties the query cache.
 */
export type ActiveVault = VaultAccess;

/** The sessionStorage key of the open vault. */
export const VAULT_STORAGE_KEY = 'kinfolio.vault';

function readStored(): ActiveVault | null {
  try {
    const raw =
      typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(VAULT_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<ActiveVault>) : null;
    return value && typeof value.ownerId === 'string' && typeof value.ownerName === 'string'
      ? (value as ActiveVault)
      : null;
  } catch {
    return null; // storage blocked or a hand-edited value: one's own records
  }
}

let current: ActiveVault | null = readStored();
const listeners = new Set<() => void>();

/** The open vault, or null for one's own records. */
export function activeVault(): ActiveVault | null {
  return current;
}

/** Sets the open vault (without touching the cache: use vault-switch.ts). */
export function setActiveVault(next: ActiveVault | null): void {
  current = next;
  try {
    if (next) sessionStorage.setItem(VAULT_STORAGE_KEY, JSON.stringify(next));
    else sessionStorage.removeItem(VAULT_STORAGE_KEY);
  } catch {
    // Without storage the vault lasts until the next reload.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open vault (re-renders on a switch); null for one's own records and on the server. */
export function useVault(): ActiveVault | null {
  return useSyncExternalStore(subscribe, activeVault, () => null);
}

/** False while reading a vault as a viewer or executor: Add, Edit, Delete and uploads hide. */
export function useCanWrite(): boolean {
  const vault = useVault();
  return vault === null || vault.canWrite;
}

/** True when the open vault (or one's own) includes this record kind. */
export function vaultCovers(vault: ActiveVault | null, kindKey: string): boolean {
  return vault === null || vault.areas === 'all' || vault.areas.includes(kindKey);
}

/** The header naming the open vault, for every API request (absent: one's own records). */
export function vaultHeaders(): Record<string, string> {
  return current ? { [HEADER]: current.ownerId } : {};
}
