import { Link } from 'react-router';
import { BrandLogo } from './brand-logo';

/**
 * The shared logo linking home. `tone` sets the wordmark colour: 'light' on the landing page's
 * fixed white header, 'inverted' on navy, 'auto' (theme foreground) on themed pages.
 */
export function BrandMark({ tone = 'auto' }: { tone?: 'light' | 'inverted' | 'auto' }) {
  const color = { light: 'text-slate-900', inverted: 'text-white', auto: 'text-foreground' }[tone];
  return (
    <Link
      to="/"
      className={`${color} focus-visible:ring-ring rounded-md outline-none focus-visible:ring-2 focus-visible:ring-offset-4`}
    >
      <BrandLogo />
    </Link>
  );
}
