import { createHash } from 'node:crypto';

const STYLE =
  'body{font-family:system-ui,sans-serif;font-size:1.125rem;line-height:1.5;color:#0f1b33;' +
  'background:#f5f7fb;margin:0;padding:3rem 1rem}main{max-width:28rem;margin:0 auto;' +
  'background:#fff;border-radius:.75rem;padding:2rem;box-shadow:0 1px 3px rgba(0,0,0,.1)}' +
  'h1{font-size:1.5rem;margin:0 0 .75rem}button,a.button{display:inline-block;min-height:44px;' +
  'font-size:1.125rem;padding:.5rem 1.25rem;border-radius:.5rem;border:0;background:#1f3358;' +
  'color:#fff;cursor:pointer;text-decoration:none;margin:.5rem .75rem 0 0}a{color:#1f3358}';

/**
 * The page's own Content-Security-Policy: nothing loads, its one style is allowed by hash, and
 * its form may only post to this site.
 */
export const SIGN_OUT_PAGE_CSP =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * What GET /api/logout answers when opened as a page (a bookmark, a typed address): signing out
 * stays a POST, so the page offers it as a button whose form posts here from this site.
 */
export function signOutPage(applicationName: string, signedIn: boolean): string {
  const name = escapeHtml(applicationName);
  const body = signedIn
    ? `<h1>Sign out of ${name}?</h1>` +
      '<p>Press the button to sign out on this device.</p>' +
      '<form method="post" action="/api/logout"><button type="submit">Sign Out</button>' +
      '<a href="/">Stay signed in</a></form>'
    : `<h1>You are signed out of ${name}</h1>` +
      '<p>Nobody is signed in on this device.</p>' +
      '<a class="button" href="/auth">Sign In</a>';
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>Sign out · ${name}</title>` +
    `<style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}
