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

/** One of the twelve planning areas, as the public pages describe it. */
export interface PlanningArea {
  icon: LucideIcon;
  title: string;
  /** One line for the landing page's grid. */
  summary: string;
  /** What the area's screen records or shows, for the marketing page. */
  points: readonly string[];
}

/**
 * The twelve planning areas of part 2 §1, in the spec's order: the landing page's grid and the
 * marketing page's features list. Every line describes what the screen really records or shows.
 */
export const PLANNING_AREAS: readonly PlanningArea[] = [
  {
    icon: Users,
    title: 'Family Members',
    summary: 'Relationships, birthdays and contacts',
    points: [
      'Relationship, birthday and contact details',
      'Linked medical information',
      'A family registry on your dashboard',
    ],
  },
  {
    icon: Landmark,
    title: 'Banking',
    summary: 'Checking, savings, money market and CDs',
    points: [
      'Checking, savings, money market, CDs and trust accounts',
      'Balances totalled for you',
      'Account numbers shown by their last four digits',
    ],
  },
  {
    icon: TrendingUp,
    title: 'Investments',
    summary: 'Brokerage, retirement and advisors',
    points: [
      'Brokerage and retirement accounts',
      'Contributions and pre-tax status',
      'Advisor and contact details',
    ],
  },
  {
    icon: Home,
    title: 'Real Estate',
    summary: 'Properties, mortgages and titles',
    points: [
      'Value, mortgage and lender',
      'Ownership, co-owners and where the title is kept',
      'Primary residence and rental badges',
    ],
  },
  {
    icon: Shield,
    title: 'Insurance',
    summary: 'Policies, coverage and beneficiaries',
    points: [
      'Coverage, premium and deductible',
      'Beneficiaries and agent',
      'Renewal and expiration dates',
    ],
  },
  {
    icon: FileText,
    title: 'Documents',
    summary: 'Wills, trusts, deeds and statements',
    points: [
      'Wills, trusts, deeds and statements',
      'PDF, Word, Excel and image uploads',
      'Each file encrypted in the vault',
    ],
  },
  {
    icon: CalendarCheck,
    title: 'Estate Planning Checklist & Dates',
    summary: 'Prioritised tasks and key dates',
    points: [
      'A prioritised estate checklist',
      'Progress you can see at a glance',
      'Key dates, one-off or recurring',
    ],
  },
  {
    icon: Scale,
    title: 'Professionals',
    summary: 'Attorneys, accountants and advisors',
    points: [
      'Attorneys, accountants and advisors',
      'Their firms, specialties and contacts',
      'Everyone your executor will need to call',
    ],
  },
  {
    icon: Banknote,
    title: 'Debts & Liabilities',
    summary: 'Loans, cards, balances and payments',
    points: [
      'Loans, mortgages and cards',
      'Balances, minimum payments and rates',
      'Due and maturity dates',
    ],
  },
  {
    icon: HeartPulse,
    title: 'Medical Info',
    summary: 'Doctors, medications and allergies',
    points: [
      'Doctors and hospital preference',
      'Medications, allergies and conditions',
      'Emergency contacts for each person',
    ],
  },
  {
    icon: Briefcase,
    title: 'Business Interests',
    summary: 'Ownership, valuation and succession',
    points: ['Ownership share and estimated value', 'Key contacts', 'Succession plans'],
  },
  {
    icon: Sprout,
    title: 'Legacy Planning',
    summary: 'Estate value and tax planning',
    points: [
      'Your estate’s value from your records',
      'A federal estate-tax estimate',
      'Reports you can print or save as PDF',
    ],
  },
];
