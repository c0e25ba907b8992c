/**
 * Choices this browser keeps in localStorage that change what a signed-in screen shows, which
 * the server rendering the screen cannot know (docs/decisions/022). A tiny module of names only:
 * the page loader reads them before any of the application has loaded.
 */

/** A list's sort order on this device: `kinfolio.sort.<list>` (records/use-list-sort.ts). */
export const SORT_KEY_PREFIX = 'kinfolio.sort.';

/** 'on' when the person keeps an offline copy on this device (offline/setting.ts). */
export const OFFLINE_COPY_KEY = 'kinfolio.offline-copy';

/**
 * True when this device has made a choice the server's rendering does not show (a list sorted
 * its own way), or keeps an offline copy that the application refreshes on each visit: then a
 * server-rendered screen should not wait for a first touch to start the application.
 */
export function deviceNeedsTheApplication(): boolean {
  try {
    if (localStorage.getItem(OFFLINE_COPY_KEY) === 'on') return true;
    for (let i = 0; i < localStorage.length; i++)
      if (localStorage.key(i)?.startsWith(SORT_KEY_PREFIX)) return true;
    return false;
  } catch {
    return false; // storage blocked: no choice was kept either
  }
}
