import { NAV_ITEMS } from '../../domain/navigation';
import { PUBLIC_PAGES } from '../../domain/public-pages';
import { RECORD_KINDS } from '../../domain/records';
import { recordDisplay } from '../../domain/records/display';

/** Pages only a signed-in user (or a one-time link) opens: nothing there for a search engine. */
const PRIVATE_PATHS = [
  ...NAV_ITEMS.map((item) => item.path),
  ...RECORD_KINDS.map((kind) => recordDisplay(kind.key).route),
  '/settings',
  '/preferences',
  '/admin',
  '/setup-two-factor',
  '/save-recovery-key',
  '/reset-password',
  '/subscribe',
];

/** Disallowed paths for robots.txt: the API and every private page, never a public one. */
export function disallowedPaths(): string[] {
  const isPublic = (path: string) => PUBLIC_PAGES.some((page) => page.path === path);
  const pages = [...new Set(PRIVATE_PATHS)].filter((path) => !isPublic(path)).sort();
  return ['/api/', ...pages];
}

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function sitemapXml(appUrl: string): string {
  const urls = PUBLIC_PAGES.map(
    (page) =>
      `  <url><loc>${escapeXml(appUrl + (page.path === '/' ? '/' : page.path))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
