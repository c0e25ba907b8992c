import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { AreaIcon } from '../../../components/marketing/feature-tile';
import { PLANNING_AREAS } from '../../../components/marketing/planning-areas';
import { MarketingSection } from '../../../components/marketing/marketing-section';

export function AreasGrid() {
  return (
    <MarketingSection
      id="areas"
      titleId="areas-title"
      eyebrow="Complete coverage"
      title="12 Planning Areas, One Place"
      lead="Everything your family would otherwise have to piece together, organised the way an executor needs it."
      className="bg-white"
    >
      <ul className="mt-14 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {PLANNING_AREAS.map(({ icon, title, summary }) => (
          <li
            key={title}
            className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 p-4 transition sm:flex-row sm:gap-4 hover:border-[#1f3358]/25 hover:bg-[#1f3358]/[0.03]"
          >
            <AreaIcon icon={icon} />
            <div>
              <h3 className="text-sm font-semibold text-slate-900 sm:text-base">{title}</h3>
              <p className="mt-0.5 text-sm text-slate-600">{summary}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex justify-center">
        <Button asChild size="lg" className="bg-[#1f3358] text-white hover:bg-[#2b4470]">
          <Link to="/pricing">Start Free Trial</Link>
        </Button>
      </div>
    </MarketingSection>
  );
}
