import { PLANS, type BillingInterval } from '../../../../domain/plans';
import { cn } from '../../../lib/utils';

/** The largest annual saving of any plan, in whole percent of its monthly price. */
const BEST_SAVING = Math.round(
  Math.max(
    ...Object.values(PLANS).map(
      (p) => ((p.monthlyPrice - p.annualMonthlyPrice) / p.monthlyPrice) * 100,
    ),
  ),
);

const OPTIONS: { value: BillingInterval; label: string }[] = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Annual' },
];

/** The monthly/annual switch above the plans: a two-option radio group. */
export function IntervalSwitch({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label="Billing period"
      className="inline-flex items-center rounded-full border border-slate-200 bg-white p-1 shadow-sm"
    >
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-full px-5 py-2 text-sm font-medium transition outline-none focus-visible:ring-2 focus-visible:ring-[#1f3358]/40',
            value === option.value
              ? 'bg-[#1f3358] text-white shadow'
              : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {option.label}
          {option.value === 'year' && (
            <span
              className={cn(
                'ml-2 rounded-full px-2 py-0.5 text-xs',
                value === 'year' ? 'bg-gold text-gold-foreground' : 'bg-amber-100 text-amber-800',
              )}
            >
              Save up to {BEST_SAVING}%
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
