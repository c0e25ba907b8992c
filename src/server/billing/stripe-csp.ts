import type { AppConfig } from '../config';

/**
 * Content-Security-Policy additions Stripe.js needs (its script, its card iframes, its API),
 * only when billing is configured: a self-hosted install allows no third-party origin at all.
 */
export function stripeCspDirectives(config: AppConfig): Record<string, string[]> {
  if (!config.billing) return {};
  return {
    'script-src': ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
    'frame-src': [
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ],
    'connect-src': ["'self'", 'https://api.stripe.com'],
  };
}
