import { Quote } from 'lucide-react';
import { useSiteInfo } from '../../../lib/site-info';
import { MarketingSection } from '../../../components/marketing/marketing-section';

// The spec asks for three testimonial cards (first name + role). The product has no published
// reviews yet, so the section says plainly that these are illustrative (no claim we can't back).
const STORIES = [
  {
    name: 'Sarah',
    role: 'Working mother of two',
    quote:
      'Our accounts, policies and the kids’ medical details used to live in three different places. Now my husband and I know exactly where everything is.',
  },
  {
    name: 'Michael',
    role: 'Small business owner',
    quote:
      'Recording my ownership share and succession plans next to the rest of our estate made the conversation with our attorney far shorter.',
  },
  {
    name: 'Linda',
    role: 'Retiree and grandmother',
    quote:
      'Working through the checklist one item at a time turned a job I had put off for years into something I finished in a few weekends.',
  },
];

export function TestimonialsSection() {
  const { applicationName } = useSiteInfo();
  return (
    <MarketingSection
      titleId="stories-title"
      eyebrow="Families"
      title="Built for Families Like Yours"
      lead={`Illustrative stories of the people ${applicationName} is built for and what it helps them do.`}
      className="bg-slate-50"
    >
      <div className="mt-14 grid gap-6 md:grid-cols-3">
        {STORIES.map((story) => (
          <figure
            key={story.name}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <Quote className="size-8 text-[#1f3358]/20" aria-hidden="true" />
            <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
              {story.quote}
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-[#1f3358] font-semibold text-gold"
                aria-hidden="true"
              >
                {story.name.charAt(0)}
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{story.name}</span>
                <span className="block text-sm text-slate-500">{story.role}</span>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </MarketingSection>
  );
}
