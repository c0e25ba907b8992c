// Marks in a server-rendered screen's markup that page-loader.ts reads before the application
// has started.

/**
 * Marks a screen that takes files dropped anywhere on it (Documents): a drag over it before the
 * application has the page starts it, and a drop then is kept and made again (page-loader.ts).
 */
export const ACCEPTS_DROPPED_FILES = 'data-accepts-dropped-files';

/**
 * Set on <body> while a screen's drop zone has its window listeners (DropZone's effect): React
 * has the zone's element before its effects run, so "hydrated" is not yet "listening", and a
 * drop in that moment would reach nobody.
 */
export const DROP_ZONE_LISTENING = 'data-drop-zone-listening';
