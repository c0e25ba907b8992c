import { costReductionSource } from '../../../../domain/pricing';

// Figures from part 2's presentation. 99.9% is stated as a target because no uptime history exists
// yet; the 90% is the spec's, with a line beneath saying where it comes from.
const STATS = [
  { value: '73%', label: 'of working families have no estate plan' },
  { value: '90%', label: 'cost reduction compared with $2,000–$5,000+ attorney fees' },
  { value: '99.9%', label: 'uptime target, so your records are there when needed' },
  { value: '12+', label: 'planning areas organised in one place' },
];

export function StatsStrip() {
  return (
    <section aria-label="Key figures" className="border-b border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        {STATS.map((stat) => (
          <div key={stat.value} className="flex flex-col items-center text-center">
            <dt className="order-2 mt-2 max-w-[15rem] text-sm text-slate-600">{stat.label}</dt>
            <dd className="order-1 bg-gradient-to-r from-[#1f3358] to-[#4a6aa5] bg-clip-text text-4xl font-extrabold tracking-tight text-transparent sm:text-5xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mx-auto max-w-3xl px-4 pb-10 text-center text-xs text-slate-500 sm:px-6">
        {costReductionSource()}
      </p>
    </section>
  );
}
