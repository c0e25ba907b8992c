import {
  ClipboardCheck,
  FileText,
  Home,
  Landmark,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { FeatureTile } from '../../../components/marketing/feature-tile';
import { MarketingSection } from '../../../components/marketing/marketing-section';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  tint: string;
}

// Card titles are the spec's (part 1 §1); each text describes only what the screen really does.
const FEATURES: Feature[] = [
  {
    icon: Users,
    title: 'Personal & Family Management',
    text: 'Record family members with their relationship, birthday and contact details, plus the medical notes your family may need.',
    tint: 'bg-[#1f3358]/[0.07] text-[#1f3358]',
  },
  {
    icon: Landmark,
    title: 'Financial Account Information',
    text: 'List checking, savings and retirement accounts and investments with balances. Account numbers show only their last four digits.',
    tint: 'bg-amber-50 text-amber-700',
  },
  {
    icon: ShieldCheck,
    title: 'Insurance & Protection',
    text: 'Keep every policy with its coverage, premium, beneficiaries and agent, and see at a glance which are active.',
    tint: 'bg-[#1f3358]/[0.07] text-[#1f3358]',
  },
  {
    icon: Home,
    title: 'Real Estate',
    text: 'Document homes, rentals and land with their value, mortgage, lender, ownership and where the title is kept.',
    tint: 'bg-amber-50 text-amber-700',
  },
  {
    icon: FileText,
    title: 'Document Storage',
    text: 'Upload wills, trusts, deeds and statements (PDF, Word, Excel, images) to a vault that encrypts each file.',
    tint: 'bg-[#1f3358]/[0.07] text-[#1f3358]',
  },
  {
    icon: ClipboardCheck,
    title: 'Estate Planning',
    text: 'Work through a prioritised estate checklist, track your progress and keep the dates that matter in view.',
    tint: 'bg-amber-50 text-amber-700',
  },
];

export function FeaturesSection() {
  return (
    <MarketingSection
      id="features"
      titleId="features-title"
      eyebrow="Features"
      title="Everything You Need"
      lead="One organised home for the information your family will look for, instead of drawers, inboxes and memory."
      className="bg-slate-50"
    >
      <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <FeatureTile
            key={feature.title}
            {...feature}
            className="group transition hover:-translate-y-0.5 hover:shadow-md"
          />
        ))}
      </div>
    </MarketingSection>
  );
}
