import { PLANS } from '../../../../domain/plans';
import { EMAIL_SUPPORT_LINE } from '../../../../domain/pricing';
import { SUPPORT_LINE_ATTRIBUTE } from '../../../../domain/public-pages';
import { useSiteInfo } from '../../../lib/site-info';
import { BrandMark } from '../../../components/brand-mark';

// Part 2 §2: plans, support and security items as plain text, with no links. Support lists
// only what exists: the in-app User Guide, and email only while a support address is set
// (decision 026; the server leaves the marked line out of the page otherwise).
const COLUMNS = [
  { title: 'Plans', items: Object.values(PLANS).map((p) => p.name) },
  { title: 'Support', items: [EMAIL_SUPPORT_LINE, 'User guide'] },
  {
    title: 'Security',
    items: ['AES-256-GCM encryption', 'Audit logging with IP tracking', 'Secure document vault'],
  },
];

/** The pricing page's footer: three columns of plain text and the copyright line. */
export function PricingFooter() {
  const { applicationName, supportEmail } = useSiteInfo();
  return (
    <footer className="border-t border-slate-800 bg-[#0f1b33] text-slate-400">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] lg:px-8">
        <div>
          <BrandMark tone="inverted" />
          <p className="mt-4 max-w-xs text-sm">
            Estate-planning records for working families, organised and encrypted.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.items.map((item) =>
                item !== EMAIL_SUPPORT_LINE ? (
                  <li key={item}>{item}</li>
                ) : (
                  supportEmail && (
                    <li key={item} {...{ [SUPPORT_LINE_ATTRIBUTE]: '' }}>
                      {item}
                    </li>
                  )
                ),
              )}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          © 2025 {applicationName}. Building legacies that last.
        </p>
      </div>
    </footer>
  );
}
