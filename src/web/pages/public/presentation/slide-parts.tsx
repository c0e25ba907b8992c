import type { ComponentType, ReactNode } from 'react';
import { IconBadge } from '../../../components/icon-badge';

/** A slide's frame: a small eyebrow label, the headline and its content. */
export function SlideFrame({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 sm:gap-8">
      <div className="grid gap-3">
        <p className="text-gold text-sm font-semibold tracking-widest uppercase">{eyebrow}</p>
        <h2 className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-5xl">
          {title}
        </h2>
        {lead && <p className="max-w-3xl text-base text-slate-300 sm:text-xl">{lead}</p>}
      </div>
      {children}
    </div>
  );
}

/** A large figure with its meaning. */
export function BigStat({ value, label, note }: { value: string; label: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-white/10 bg-white/5 p-5 sm:p-6">
      <p className="font-display text-gold text-4xl font-semibold sm:text-6xl">{value}</p>
      <p className="mt-2 text-lg font-semibold">{label}</p>
      {note && <p className="mt-1 text-sm text-slate-300">{note}</p>}
    </div>
  );
}

/** An icon, a title and a line: the unit of the feature and technology slides. */
export function Point({
  icon: Icon,
  title,
  text,
}: {
  icon: ComponentType<{ className?: string }>;
  title: string;
  text: ReactNode;
}) {
  return (
    <div className="flex gap-3 rounded-xl border border-white/10 bg-white/5 p-4">
      <IconBadge icon={Icon} className="bg-gold/15 text-gold" />
      <div className="grid gap-0.5">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-slate-300">{text}</p>
      </div>
    </div>
  );
}

/** Points side by side in a grid (`className` sets its columns and gaps). */
export function Points({
  items,
  className,
}: {
  items: ReadonlyArray<{
    icon: ComponentType<{ className?: string }>;
    title: string;
    text: string;
  }>;
  className: string;
}) {
  return (
    <div className={className}>
      {items.map((item) => (
        <Point key={item.title} {...item} />
      ))}
    </div>
  );
}
