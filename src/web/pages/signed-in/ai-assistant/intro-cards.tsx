import { Calculator, Landmark, Search, TrendingUp } from 'lucide-react';
import { introCards } from '../../../../domain/assistant/texts';
import { Card, CardTitle } from '../../../components/ui/card';

const ICONS = {
  'Investment Advice': TrendingUp,
  'Estate Planning': Landmark,
  'Tax Strategies': Calculator,
  'Financial Research': Search,
} as const;

/**
 * The four intro cards (part 1 §2): what the assistant can help with on this server. Until the
 * status is known they say what it does without a service, which promises nothing it lacks.
 */
export function IntroCards({ configured }: { configured: boolean }) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,10rem),1fr))] gap-3 sm:gap-4 lg:grid-cols-4">
      {introCards(configured).map(({ title, description }) => {
        const Icon = ICONS[title];
        return (
          <li key={title}>
            <Card className="h-full gap-2 px-4 py-4 sm:px-5">
              <span
                aria-hidden="true"
                className="bg-primary/10 text-primary flex size-9 items-center justify-center rounded-lg"
              >
                <Icon className="size-5" />
              </span>
              <CardTitle className="text-sm sm:text-base">{title}</CardTitle>
              <p className="text-muted-foreground hidden text-sm sm:block">{description}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
