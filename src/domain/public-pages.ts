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
   * Query parameters that change what the page shows (sign-in's `?tab=register` opens Sign Up):
   * the prerendered HTML shows the page without them, so a request carrying one gets the app
   * shell and the browser renders the page it asks for.
   */
  appShellQuery?: readonly string[];
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

/**
 * The landing page's credit line for the builder company, beside the copyright line (part 1 §1).
 * The spec does not name the company; the credit goes to the software's makers, so it keeps
 * this name when an installation renames itself (application_name).
 */
export const BUILDER_CREDIT = 'Built by the Kinfolio team.';

/**
 * Where every "Get Started" goes: the spec's /auth, opened on its Sign Up tab, since someone
 * getting started has no account to sign in to yet (issue 41).
 */
export const SIGN_UP_PATH = '/auth?tab=register';

/**
 * The installation's own facts a public page shows (GET /api/site-info), as the build renders
 * them: the server writes its live values in their place when it sends the page
 * (src/server/http/web-pages.ts), also into `#root`'s data attributes, which the browser
 * hydrates the page with (src/web/main.tsx). So a renamed installation's pages carry its name
 * before any script runs, and hydration matches.
 */
export const SITE_FACT_PLACEHOLDERS = {
  applicationName: '%%APPLICATION_NAME%%',
  supportEmail: '%%SUPPORT_EMAIL%%',
} as const;

/**
 * Marks the element that offers the support address (`data-support-line=""`): while no real
 * address is set, the server leaves the whole element out of the page it sends, as the browser
 * renders it with site info's `supportEmail: null`, so hydration matches either way.
 */
export const SUPPORT_LINE_ATTRIBUTE = 'data-support-line';

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    file: 'index.html',
    title: 'Kinfolio: your family’s estate records in one secure place',
    description:
      'Kinfolio keeps everything your family will need in one secure place: people, accounts, policies, property, documents and final wishes.',
    heading: 'Your Financial Legacy',
  },
  {
    path: '/pricing',
    file: 'pricing.html',
    title: 'Pricing · Kinfolio',
    description:
      'Kinfolio plans for individuals and families, monthly or yearly. Every new account starts with one 30-day free trial.',
    heading: 'Estate Planning That Fits Your Budget',
  },
  {
    path: '/marketing',
    file: 'marketing.html',
    title: 'About · Kinfolio',
    description:
      'What Kinfolio records for your family, how it keeps it private, and how your heirs find it.',
    heading: 'Everything Your Family Will Need to Know',
  },
  {
    path: '/auth',
    file: 'auth.html',
    title: 'Sign in · Kinfolio',
    description: 'Sign in to Kinfolio or create an account to manage your estate records.',
    heading: 'Welcome to Kinfolio',
    appShellQuery: ['tab', 'email'],
  },
  {
    path: '/security',
    file: 'security.html',
    title: 'Security Center · Kinfolio',
    description:
      'How Kinfolio protects your records: encryption, sign-in protections and who can read what.',
    heading: 'Security Center',
    prerenderedAnswers: [SECURITY_INFO_PATH],
  },
];
