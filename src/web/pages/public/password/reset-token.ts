import { useEffect, useState } from 'react';

/**
 * The token of the reset link that opened the page: `#token=…` (links mailed now: a fragment
 * never reaches a server, its request log or a proxy) or `?token=…` (links mailed before the
 * change, still honoured for their remaining hour).
 */
export function resetTokenFrom(location: { hash: string; search: string }): string | null {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  return fromHash || new URLSearchParams(location.search).get('token') || null;
}

/**
 * Reads the token once, then takes it out of the address bar, so it is not left in history,
 * bookmarks or a screenshot. Read in the state initializer (pure, safe to run twice) and cleared
 * in an effect.
 */
export function useResetToken(): string | null {
  const [token] = useState(() => resetTokenFrom(window.location));
  useEffect(() => {
    const { hash, search, pathname } = window.location;
    if (hash || search) window.history.replaceState(window.history.state, '', pathname);
  }, []);
  return token;
}
