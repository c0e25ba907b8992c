/**
 * Debian's Chromium as the browser tests, the first-touch bench and Lighthouse launch it: one
 * list, so a flag this sandbox needs is added once. No sandbox (CI runs as root), no GPU, and
 * nothing fetched from the network in the background (the machine has no internet).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Headless, as Playwright drives it (Lighthouse needs '--headless=new', bench/lighthouse.ts). */
export const CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_QUIET_FLAGS];
