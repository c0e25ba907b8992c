import { Link } from 'react-router';
import { useSiteInfo } from '../../../lib/site-info';
import { BrandMark } from '../../../components/brand-mark';
import {
  BUILDER_CREDIT,
  SIGN_UP_PATH,
  SUPPORT_LINE_ATTRIBUTE,
} from '../../../../domain/public-pages';

// Only routes a signed-out visitor can open, plus anchors to this page's own sections.
const COLUMNS = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '#features' },
      { label: 'Planning Areas', to: '#areas' },
      { label: 'Security', to: '#security' },
      { label: 'Demo', to: '/presentation' },
    ],
  },
  {
    title: 'Plans',
    links: [
      { label: 'Pricing', to: '/pricing' },
      { label: 'Start Free Trial', to: '/pricing' },
      // Read out (and seen by search engines) as 'Learn More about <name>'.
      { label: 'Learn More', to: '/marketing', aboutApp: true },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Sign In', to: '/auth' },
      { label: 'Get Started', to: SIGN_UP_PATH },
      { label: 'Forgot Password', to: '/forgot-password' },
    ],
  },
];

export function LandingFooter() {
  const { applicationName, supportEmail } = useSiteInfo();
  return (
    <footer className="border-t border-slate-800 bg-[#0f1b33] text-slate-400">
      <div className="mx-auto grid max-w-7xl grid-cols-3 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-3 md:col-span-1">
          <BrandMark tone="inverted" />
          <p className="mt-4 max-w-xs text-sm">
            Estate-planning records for working families: everything your heirs will need, organised
            and encrypted.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  {/* In-page anchors stay plain links: the router would change the hash without scrolling. */}
                  {link.to.startsWith('#') ? (
                    <a href={link.to} className="transition hover:text-white">
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.to} className="transition hover:text-white">
                      {link.label}
                      {'aboutApp' in link && (
                        <span className="sr-only"> about {applicationName}</span>
                      )}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <div>
            <p>© 2025 {applicationName}. Building legacies that last.</p>
            <p className="mt-1">{BUILDER_CREDIT}</p>
          </div>
          {/* Offered only once an administrator set a real address (the server drops it too). */}
          {supportEmail && (
            <p {...{ [SUPPORT_LINE_ATTRIBUTE]: '' }}>
              Support:{' '}
              <a href={`mailto:${supportEmail}`} className="transition hover:text-white">
                {supportEmail}
              </a>
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
