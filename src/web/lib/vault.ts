import { useSyncExternalStore } from 'react';
// Types only: the API client (in every public page's script) imports this file, and the contract
// modules bring zod and the record descriptions with them.
import type { VAULT_HEADER, VaultAccess } from '../../domain/trusted-people';
import type { OWN_VAULT, VAULT_COOKIE } from '../../domain/vault-choice';

/** The contract's names; the types check they are the same strings. */
const HEADER: typeof VAULT_HEADER = 'X-Kinfolio-Vault';
const COOKIE: typeof VAULT_COOKIE = 'kinfolio_vault';
const OWN: typeof OWN_VAULT = 'own';

/**
 * Whose records the app is reading: null for one's own, else a vault someone shared. Kept in
 * module state (the API client reads it on every request). The device remembers the last choice
 * in the `kinfolio_vault` cookie, which the server sets (PUT /api/vaults/choice) and reads on a
 * cold load: a new tab, a reload or the next sign-in opens where the person last was, and the
 * first screen the server renders agrees with this one. Switching goes through vault-switch.ts,
 * which also empties the query cache and tells the server.
 */
export type ActiveVault = VaultAccess;

/** localStorage: the remembered vault's name, role and areas, so the first paint can name it. */
export const VAULT_STORAGE_KEY = 'kinfolio.vault';

/** The owner id the device's cookie names, or null. */
export function rememberedVaultId(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

function readDetails(): ActiveVault | null {
  try {
    const raw =
      typeof localStorage === 'undefined' ? null : localStorage.getItem(VAULT_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<ActiveVault>) : null;
    return value && typeof value.ownerId === 'string' && typeof value.ownerName === 'string'
      ? (value as ActiveVault)
      : null;
  } catch {
    return null; // storage blocked or a hand-edited value
  }
}

/**
 * The vault the device remembers, with the details last seen for it. Without them (another
 * browser profile wrote the cookie, storage was cleared) a view-only stand-in: the banner asks
 * the server at once and fills them in (vault-banner.tsx), and nothing can be changed meanwhile.
 */
export function rememberedVault(): ActiveVault | null {
  const ownerId = rememberedVaultId();
  if (!ownerId) return null;
  const details = readDetails();
  if (details?.ownerId === ownerId) return details;
  return { ownerId, ownerName: 'Shared records', role: 'viewer', areas: [], canWrite: false };
}

let current: ActiveVault | null = rememberedVault();
const listeners = new Set<() => void>();

/** The open vault, or null for one's own records. */
export function activeVault(): ActiveVault | null {
  return current;
}

/** Sets the open vault (without touching the cache or the server: use vault-switch.ts). */
export function setActiveVault(next: ActiveVault | null): void {
  current = next;
  try {
    if (next) localStorage.setItem(VAULT_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(VAULT_STORAGE_KEY);
  } catch {
    // Without storage the next cold load names the vault once the banner has asked.
  }
  for (const listener of listeners) listener();
}

/** What the open vault was when the page was rendered on the server (vault-switch.ts sets it). */
let serverVault: () => ActiveVault | null = () => null;

/**
 * Where the server's render (and the hydration of its HTML) reads the open vault from: the
 * answer of GET /api/vaults in the query cache, resolved from the device's cookie.
 */
export function setServerVaultSource(source: () => ActiveVault | null): void {
  serverVault = source;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The open vault (re-renders on a switch); null for one's own records. On the server, and while
 * hydrating what it rendered, the vault the server resolved for the page.
 */
export function useVault(): ActiveVault | null {
  return useSyncExternalStore(subscribe, activeVault, () => serverVault());
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

/**
 * The header naming the open vault, for every API request. One's own records go without it,
 * unless the device remembers a vault (another tab's choice): then 'own' says so outright, since
 * the server follows the cookie when a request names nothing.
 */
export function vaultHeaders(): Record<string, string> {
  if (current) return { [HEADER]: current.ownerId };
  return rememberedVaultId() ? { [HEADER]: OWN } : {};
}
