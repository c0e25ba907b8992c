// Marks in a server-rendered screen's markup that page-loader.ts reads before the application
// has started: parts that need it sooner than the first touch.

/**
 * Marks a part of a server-rendered screen that only the application can draw (a chart: Recharts
 * measures its box and draws in effects, so the server's HTML holds an empty frame). The page
 * loader starts the application as soon as such a part comes near the screen, instead of
 * waiting for the first touch (page-loader.ts), so that nobody looks at an empty chart.
 */
export const DRAWN_IN_BROWSER = 'data-page-loader-marks';

/**
 * Marks a screen that takes files dropped anywhere on it (Documents): a drag over it before the
 * application has the page starts it, and a drop then is kept and made again (page-loader.ts).
 */
export const ACCEPTS_DROPPED_FILES = 'data-accepts-dropped-files';
