import { progressColour, type ProgressColour } from '../../../../../domain/dashboard-summary';
import { cn } from '../../../../lib/utils';

const BAR_CLASS: Record<ProgressColour, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-400',
  red: 'bg-red-500',
};

/** A progress bar coloured by the spec's thresholds (green ≥ 80, yellow ≥ 60, else red). */
export function ColourProgress({ percent, label }: { percent: number; label: string }) {
  const colour = progressColour(percent);
  const width = Math.min(100, Math.max(0, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-colour={colour}
      className="bg-muted h-3 overflow-hidden rounded-full"
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500', BAR_CLASS[colour])}
        style={{ width: `${width}%` }}
      />
    </div>
  );
}
