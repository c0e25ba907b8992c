import {
  Banknote,
  Briefcase,
  CalendarCheck,
  Check,
  FileText,
  HeartPulse,
  Home,
  Landmark,
  Scale,
  Shield,
  Sprout,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { SectionHeading } from '../landing/section-heading';

// The twelve areas of part 2 §1; every line describes what the screen really records or shows.
const AREAS: { icon: LucideIcon; title: string; points: string[] }[] = [
  {
    icon: Users,
    title: 'Family Members',
    points: [
      'Relationship, birthday and contact details',
      'Linked medical information',
      'A family registry on your dashboard',
    ],
  },
  {
    icon: Landmark,
    title: 'Banking',
    points: [
      'Checking, savings, money market, CDs and trust accounts',
      'Balances totalled for you',
      'Account numbers shown by their last four digits',
    ],
  },
  {
    icon: TrendingUp,
    title: 'Investments',
    points: [
      'Brokerage and retirement accounts',
      'Contributions and pre-tax status',
      'Advisor and contact details',
    ],
  },
  {
    icon: Home,
    title: 'Real Estate',
    points: [
      'Value, mortgage and lender',
      'Ownership, co-owners and where the title is kept',
      'Primary residence and rental badges',
    ],
  },
  {
    icon: Shield,
    title: 'Insurance',
    points: [
      'Coverage, premium and deductible',
      'Beneficiaries and agent',
      'Renewal and expiration dates',
    ],
  },
  {
    icon: FileText,
    title: 'Documents',
    points: [
      'Wills, trusts, deeds and statements',
      'PDF, Word, Excel and image uploads',
      'Each file encrypted in the vault',
    ],
  },
  {
    icon: CalendarCheck,
    title: 'Estate Planning Checklist & Dates',
    points: [
      'A prioritised estate checklist',
      'Progress you can see at a glance',
      'Key dates, one-off or recurring',
    ],
  },
  {
    icon: Scale,
    title: 'Professionals',
    points: [
      'Attorneys, accountants and advisors',
      'Their firms, specialties and contacts',
      'Everyone your executor will need to call',
    ],
  },
  {
    icon: Banknote,
    title: 'Debts & Liabilities',
    points: [
      'Loans, mortgages and cards',
      'Balances, minimum payments and rates',
      'Due and maturity dates',
    ],
  },
  {
    icon: HeartPulse,
    title: 'Medical Info',
    points: [
      'Doctors and hospital preference',
      'Medications, allergies and conditions',
      'Emergency contacts for each person',
    ],
  },
  {
    icon: Briefcase,
    title: 'Business Interests',
    points: ['Ownership share and estimated value', 'Key contacts', 'Succession plans'],
  },
  {
    icon: Sprout,
    title: 'Legacy Planning',
    points: [
      'Your estate’s value from your records',
      'A federal estate-tax estimate',
      'Reports you can print or save as PDF',
    ],
  },
];

/** Every planning area with what it records: the heart of the marketing page. */
export function AreaFeatures() {
  return (
    <section
      id="features"
      aria-labelledby="area-features-title"
      className="bg-white py-20 sm:py-24"
    >
      <div id="areas" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="area-features-title"
          eyebrow="Features"
          title="12 Planning Areas, Every Detail"
          lead="Each area has its own screen, built around what an executor or a surviving partner would look for first."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {AREAS.map(({ icon: Icon, title, points }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-[#1f3358] text-gold">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
              </div>
              <ul className="mt-4 space-y-2 text-sm text-slate-600">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
