import { Link } from 'react-router';
import {
  Banknote,
  Briefcase,
  CalendarCheck,
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
import { Button } from '../../../components/ui/button';
import { SectionHeading } from './section-heading';

// The twelve planning areas of part 2 §1, in the spec's order.
const AREAS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Users, title: 'Family Members', text: 'Relationships, birthdays and contacts' },
  { icon: Landmark, title: 'Banking', text: 'Checking, savings, money market and CDs' },
  { icon: TrendingUp, title: 'Investments', text: 'Brokerage, retirement and advisors' },
  { icon: Home, title: 'Real Estate', text: 'Properties, mortgages and titles' },
  { icon: Shield, title: 'Insurance', text: 'Policies, coverage and beneficiaries' },
  { icon: FileText, title: 'Documents', text: 'Wills, trusts, deeds and statements' },
  {
    icon: CalendarCheck,
    title: 'Estate Planning Checklist & Dates',
    text: 'Prioritised tasks and key dates',
  },
  { icon: Scale, title: 'Professionals', text: 'Attorneys, accountants and advisors' },
  { icon: Banknote, title: 'Debts & Liabilities', text: 'Loans, cards, balances and payments' },
  { icon: HeartPulse, title: 'Medical Info', text: 'Doctors, medications and allergies' },
  { icon: Briefcase, title: 'Business Interests', text: 'Ownership, valuation and succession' },
  { icon: Sprout, title: 'Legacy Planning', text: 'Estate value and tax planning' },
];

export function AreasGrid() {
  return (
    <section id="areas" aria-labelledby="areas-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="areas-title"
          eyebrow="Complete coverage"
          title="12 Planning Areas, One Place"
          lead="Everything your family would otherwise have to piece together, organised the way an executor needs it."
        />
        <ul className="mt-14 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {AREAS.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 p-4 transition sm:flex-row sm:gap-4 hover:border-[#1f3358]/25 hover:bg-[#1f3358]/[0.03]"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-[#1f3358] text-gold">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-sm font-semibold text-slate-900 sm:text-base">{title}</h3>
                <p className="mt-0.5 text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <Button asChild size="lg" className="bg-[#1f3358] text-white hover:bg-[#2b4470]">
            <Link to="/pricing">Start Free Trial</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
