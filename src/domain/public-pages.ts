/**
 * The public pages: prerendered at build time (scripts/prerender.mjs), listed in sitemap.xml,
 * indexable. Titles and descriptions go in each page's <head> (the default application name is
 * replaced by the admin's when the server sends the page). Every other page is `noindex`.
 */
export interface PublicPage {
  path: string;
  /** The file under dist/web/prerendered/ that holds the page. */
  file: string;
  title: string;
  description: string;
  /** Text the page's main heading starts with (tests check the prerendered HTML holds it). */
  heading: string;
  /**
   * When the application's script starts (src/web/page-loader.ts): right after the first paint
   * on a page people type in at once (sign-in), at the first tap, key press or focus on a page
   * only to read.
   */
  startScript: 'paint' | 'interaction';
  /**
   * API answers the page is prerendered with (query keys `[path]`): the build renders them as a
   * server with default settings answers them, the server sends the prerendered page only while
   * its own answers are the same (else the app shell), and the browser fetches them before it
   * hydrates the page.
   */
  prerenderedAnswers?: readonly string[];
}

/** The Security Center's facts (GET /api/security), prerendered into /security. */
export const SECURITY_INFO_PATH = '/api/security';

export const DEFAULT_APPLICATION_NAME = 'Kinfolio';

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    file: 'index.html',
    title: 'Kinfolio: your family’s estate records in one secure place',
    description:
      'Kinfolio keeps everything your family will need in one secure place: people, accounts, policies, property, documents and final wishes.',
    heading: 'Your Financial Legacy',
    startScript: 'interaction',
  },
  {
    path: '/pricing',
    file: 'pricing.html',
    title: 'Pricing · Kinfolio',
    description:
      'Kinfolio plans for individuals and families, monthly or yearly, each with a 30-day free trial.',
    heading: 'Estate Planning That Fits Your Budget',
    startScript: 'interaction',
  },
  {
    path: '/marketing',
    file: 'marketing.html',
    title: 'About · Kinfolio',
    description:
      'What Kinfolio records for your family, how it keeps it private, and how your heirs find it.',
    heading: 'Everything Your Family Will Need to Know',
    startScript: 'interaction',
  },
  {
    path: '/auth',
    file: 'auth.html',
    title: 'Sign in · Kinfolio',
    description: 'Sign in to Kinfolio or create an account to manage your estate records.',
    heading: 'Welcome to Kinfolio',
    startScript: 'paint',
  },
  {
    path: '/security',
    file: 'security.html',
    title: 'Security Center · Kinfolio',
    description:
      'How Kinfolio protects your records: encryption, sign-in protections and who can read what.',
    heading: 'Security Center',
    startScript: 'interaction',
    prerenderedAnswers: [SECURITY_INFO_PATH],
  },
];
