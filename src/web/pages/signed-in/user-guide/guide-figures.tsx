import { Calculator } from 'lucide-react';
import { FIGURE_GUIDE } from '../../../../domain/figures/figure-guide';
import { Card, CardContent } from '../../../components/ui/card';

/** The guide's "How the figures are worked out": each figure, how, and where the rule is from. */
export function FiguresGuide() {
  return (
    <Card>
      <CardContent>
        <dl className="grid gap-4 md:grid-cols-2">
          {FIGURE_GUIDE.map(({ figure, how, source }) => (
            <div key={figure} className="grid content-start gap-1">
              <dt className="flex items-center gap-2 text-sm font-semibold">
                <Calculator aria-hidden="true" className="text-primary size-4" />
                {figure}
              </dt>
              <dd className="text-muted-foreground text-sm">{how}</dd>
              <dd className="text-muted-foreground text-xs">Source: {source}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
