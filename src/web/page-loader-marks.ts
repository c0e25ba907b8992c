// Marks in a server-rendered screen's markup that page-loader.ts reads before the application
// has started.

/**
 * Marks a screen that takes files dropped anywhere on it (Documents): a drag over it before the
 * application has the page starts it, and a drop then is kept and made again (page-loader.ts).
 */
export const ACCEPTS_DROPPED_FILES = 'data-accepts-dropped-files';
