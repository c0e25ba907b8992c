/**
 * What the app's pages need beyond helmet's default Content-Security-Policy: the in-app file
 * viewer shows a fetched image from a `blob:` URL and runs pdf.js's worker, a script of our
 * own origin. Scripts stay `'self'` only: no `blob:`, no eval (pdf.js runs with
 * isEvalSupported off).
 */
export const PAGE_CSP_DIRECTIVES: Readonly<Record<string, string[]>> = {
  'img-src': ["'self'", 'data:', 'blob:'],
  // A letter's recorded message plays from a blob: URL of the fetched bytes (issue 29).
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'"],
};
