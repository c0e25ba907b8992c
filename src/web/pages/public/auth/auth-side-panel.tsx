import { FolderLock, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { useSiteInfo } from '../../../lib/site-info';

const POINTS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Users,
    title: 'Family legacy management',
    text: 'Keep family members, contacts, medical notes and your estate checklist together, so the people you love know where to look.',
  },
  {
    icon: TrendingUp,
    title: 'Wealth tracking and analysis',
    text: 'See accounts, investments, property and debts add up to one picture of your net worth and estate.',
  },
  {
    icon: FolderLock,
    title: 'Secure document vault',
    text: 'Store wills, deeds and policies as encrypted files that only you, and the people you choose to share them with, can open.',
  },
];

/** Marketing copy beside the auth forms; hidden on phones, where the form needs the room. */
export function AuthSidePanel() {
  const { applicationName } = useSiteInfo();
  return (
    <aside className="relative hidden overflow-hidden bg-[#0f1b33] p-12 text-white lg:flex lg:flex-col lg:justify-center">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(74,106,165,0.5),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(224,181,74,0.1),transparent_50%)]"
      />
      <div className="relative max-w-md">
        <h2 className="font-display text-3xl font-semibold tracking-tight">
          Protect what your family will need most
        </h2>
        <p className="mt-4 text-slate-300">
          {applicationName} organises your estate records in one encrypted place, ready for the day
          they matter.
        </p>
        <ul className="mt-10 space-y-7">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-gold">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-300">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
