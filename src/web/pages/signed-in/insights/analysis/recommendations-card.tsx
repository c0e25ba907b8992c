import { Lightbulb, PartyPopper, Sparkles } from 'lucide-react';
import type { Recommendation } from '../../../../../domain/financial-recommendations';
import { DashboardCard } from '../../../../components/dashboard-card';
import { RuleOfThumbNote } from './rule-of-thumb-note';

/**
 * The recommendations that apply (part 2 §9), advice first and praise in its own colour, each
 * with the rule of thumb it rests on.
 */
export function RecommendationsCard({ items }: { items: Recommendation[] }) {
  return (
    <DashboardCard title="Recommendations" icon={Sparkles}>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No recommendations right now: your allocation, cash and coverage are within the
          guidelines.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Recommendations">
          {items.map((item) => {
            const Icon = item.tone === 'praise' ? PartyPopper : Lightbulb;
            return (
              <li key={item.key} className="flex gap-3 rounded-lg border p-3">
                <Icon
                  aria-hidden="true"
                  className={
                    item.tone === 'praise'
                      ? 'mt-0.5 size-4 shrink-0 text-emerald-600'
                      : 'mt-0.5 size-4 shrink-0 text-amber-600'
                  }
                />
                <div className="grid gap-0.5 text-sm">
                  <h3 className="font-semibold">{item.title}</h3>
                  <p className="text-muted-foreground">{item.text}</p>
                  <RuleOfThumbNote rule={item.key} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}
