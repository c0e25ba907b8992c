import { useSyncExternalStore } from 'react';
import { OFFLINE_COPY_KEY } from '../device-choices';

/**
 * The per-device opt-in ('Keep an offline copy on this device'). It lives in localStorage, not
 * on the server: it describes this browser, and must be readable before the user is known.
 */
const KEY = OFFLINE_COPY_KEY;
const listeners = new Set<() => void>();

export function isOfflineCopyEnabled(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false; // storage blocked (private mode, policy): no copy
  }
}

/** Stores the flag only; turning the copy on or off goes through persist.ts. */
export function writeOfflineCopyFlag(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, 'on');
    else localStorage.removeItem(KEY);
  } catch {
    // Nothing to do: without storage the option simply stays off.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab turning the option off (or signing out) updates this one too.
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The flag as React state. */
export function useOfflineCopyEnabled(): boolean {
  return useSyncExternalStore(subscribe, isOfflineCopyEnabled, () => false);
}
