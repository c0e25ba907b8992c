import { ClipboardList, Printer, UserPlus, type LucideIcon } from 'lucide-react';
import { FeatureTile } from '../../../components/marketing/feature-tile';
import { MarketingSection } from '../../../components/marketing/marketing-section';

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: UserPlus,
    title: 'Create your account',
    text: 'Sign up in a minute. Your 30-day free trial starts at once, with no credit card required.',
  },
  {
    icon: ClipboardList,
    title: 'Add what you know',
    text: 'Work area by area, at your own pace. The estate checklist shows what is left and your dashboard sums it up.',
  },
  {
    icon: Printer,
    title: 'Be ready when it matters',
    text: 'Print reports and an emergency binder, or export them as PDF, so the people you trust know where everything is.',
  },
];

/** Three steps from sign-up to a family that knows where everything is. */
export function HowItWorks() {
  return (
    <MarketingSection
      id="how-it-works"
      titleId="how-title"
      eyebrow="How it works"
      title="Organised in Three Steps"
      lead="No attorney is needed to get started: record what you have, where it is and who to call."
      className="bg-slate-50"
    >
      <ol className="mt-14 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon, title, text }, i) => (
          <FeatureTile
            key={title}
            as="li"
            icon={icon}
            tint="bg-amber-50 text-amber-700"
            title={
              <>
                <span className="sr-only">Step {i + 1}: </span>
                {title}
              </>
            }
            text={text}
            className="relative"
          >
            <span
              className="absolute top-6 right-6 font-display text-4xl font-semibold text-slate-200"
              aria-hidden="true"
            >
              {i + 1}
            </span>
          </FeatureTile>
        ))}
      </ol>
    </MarketingSection>
  );
}
