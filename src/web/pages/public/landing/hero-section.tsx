import { CheckCircle2, Circle, Lock, Sparkles } from 'lucide-react';
import { GoldCta, OutlineCta, SeePricingCta } from '../../../components/marketing/cta-buttons';
import { useSiteInfo } from '../../../lib/site-info';

// An illustration of the checklist screen, not anyone's data: it shows what "organised" looks like.
const PREVIEW_TASKS = [
  { label: 'Family members recorded', done: true },
  { label: 'Bank and retirement accounts listed', done: true },
  { label: 'Will uploaded to the vault', done: true },
  { label: 'Beneficiaries reviewed', done: false },
  { label: 'Executor and attorney added', done: false },
];

export function HeroSection() {
  const { applicationName } = useSiteInfo();
  return (
    <section className="relative overflow-hidden bg-[#0f1b33] text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(74,106,165,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(224,181,74,0.1),transparent_50%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-slate-200">
            <Sparkles className="size-4 text-gold" aria-hidden="true" />
            Estate planning for working families
          </p>
          <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Your Financial Legacy{' '}
            <span className="bg-gradient-to-r from-gold to-amber-100 bg-clip-text text-transparent">
              Starts Here
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-300">
            Join the individuals and families who use {applicationName} to record everything their
            heirs will need: people, accounts, policies, property, documents and final wishes,
            organised in one secure place.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <GoldCta to="/auth">Start Planning Today</GoldCta>
            <OutlineCta to="/marketing">
              Learn More
              {/* Read out (and seen by search engines) as a link that says where it goes. */}
              <span className="sr-only"> about {applicationName}</span>
            </OutlineCta>
            <SeePricingCta quiet />
          </div>
          <p className="mt-6 text-sm text-slate-400">
            Start at just $10/month • No setup fees • Try free for 30 days
          </p>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

function HeroPreview() {
  const done = PREVIEW_TASKS.filter((t) => t.done).length;
  const percent = Math.round((done / PREVIEW_TASKS.length) * 100);
  return (
    <div
      aria-hidden="true"
      className="mx-auto w-full max-w-md rounded-2xl border border-white/10 bg-white/[0.06] p-6 shadow-2xl shadow-black/40 backdrop-blur"
    >
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-300">Estate checklist</p>
        <span className="inline-flex items-center gap-1 rounded-full bg-gold/15 px-2.5 py-0.5 text-xs font-medium text-gold">
          <Lock className="size-3" /> Encrypted
        </span>
      </div>
      <p className="mt-3 text-3xl font-bold">{percent}% complete</p>
      <div className="mt-3 h-2 rounded-full bg-white/10">
        <div
          className="h-2 rounded-full bg-gradient-to-r from-gold to-amber-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ul className="mt-6 space-y-3">
        {PREVIEW_TASKS.map((task) => (
          <li key={task.label} className="flex items-center gap-3 text-sm">
            {task.done ? (
              <CheckCircle2 className="size-5 shrink-0 text-gold" />
            ) : (
              <Circle className="size-5 shrink-0 text-slate-500" />
            )}
            <span className={task.done ? 'text-slate-200' : 'text-slate-400'}>{task.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
