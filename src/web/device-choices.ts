/**
 * Choices this browser keeps in localStorage that change what a signed-in screen shows, which
 * the server rendering the screen cannot know (docs/decisions/022). A tiny module of names only.
 */

/** A list's sort order on this device: `kinfolio.sort.<list>` (records/use-list-sort.ts). */
export const SORT_KEY_PREFIX = 'kinfolio.sort.';

/** 'on' when the person keeps an offline copy on this device (offline/setting.ts). */
export const OFFLINE_COPY_KEY = 'kinfolio.offline-copy';
