import { Check } from 'lucide-react';
import { AreaIcon } from '../../../components/marketing/feature-tile';
import { PLANNING_AREAS } from '../../../components/marketing/planning-areas';
import { MarketingSection } from '../../../components/marketing/marketing-section';

/** Every planning area with what it records: the heart of the marketing page. */
export function AreaFeatures() {
  return (
    <MarketingSection
      id="features"
      titleId="area-features-title"
      eyebrow="Features"
      title="12 Planning Areas, Every Detail"
      lead="Each area has its own screen, built around what an executor or a surviving partner would look for first."
      className="bg-white"
      innerId="areas"
    >
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {PLANNING_AREAS.map(({ icon, title, points }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <AreaIcon icon={icon} />
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
    </MarketingSection>
  );
}
