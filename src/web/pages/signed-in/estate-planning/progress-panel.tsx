import { Link } from 'react-router';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { checklistCounts, completionPercent } from '../../../../domain/checklist-rules';
import { CHECKLIST_PRIORITY_LABELS } from '../../../../domain/records/estate-checklist-items';
import type { RecordJson } from '../../../../domain/records/record-schema';
import { valueBadge } from '../../../../domain/records/display';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { badgeToneProps } from '../../../records/record-card';
import { kindAndDisplay } from '../../../records/use-records';

/** The side panel: completion bar, 'X of Y items completed (Z%)' and counts per priority. */
export function ChecklistProgressPanel({ items }: { items: readonly RecordJson[] }) {
  const rows = items.map((item) => ({
    isCompleted: item.isCompleted === true,
    priority: typeof item.priority === 'number' ? item.priority : null,
  }));
  const { total, completed } = checklistCounts(rows);
  const { kind, display } = kindAndDisplay('estate-checklist-items');
  const percent = completionPercent(rows);

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="font-display">Progress</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <p className="font-display text-4xl font-semibold tabular-nums" aria-hidden="true">
            {percent}%
          </p>
          <div
            role="progressbar"
            aria-label="Checklist completion"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="bg-muted h-2.5 overflow-hidden rounded-full"
          >
            <div
              className="bg-primary h-full rounded-full transition-[width] duration-500"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-muted-foreground text-sm" data-testid="checklist-progress-line">
            {completed} of {total} items completed ({percent}%)
          </p>
        </div>
        <dl className="grid gap-2 border-t pt-4 text-sm">
          {Object.entries(CHECKLIST_PRIORITY_LABELS).map(([value, label]) => {
            const of = rows.filter((row) => row.priority === Number(value));
            // The same badge as on the items: one colour rule (the checklist's display).
            const tone = valueBadge(display, kind, 'priority', Number(value))?.tone ?? 'outline';
            const done = of.filter((row) => row.isCompleted).length;
            return (
              <div key={value} className="flex items-center justify-between gap-3">
                <dt>
                  <Badge {...badgeToneProps(tone)}>{label}</Badge>
                </dt>
                <dd className="text-muted-foreground tabular-nums">
                  {done} of {of.length} done
                </dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Important dates have a screen of their own; the estate plan links to it. */
export function ImportantDatesLinkCard() {
  return (
    <Card className="gap-3">
      <CardHeader className="flex items-center gap-3">
        <span className="bg-primary/10 text-primary flex size-9 shrink-0 items-center justify-center rounded-full">
          <CalendarDays aria-hidden="true" className="size-5" />
        </span>
        <CardTitle className="font-display">Important Dates</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <CardDescription>
          Deadlines, renewals and anniversaries, with reminders before each.
        </CardDescription>
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link to="/important-dates">
            Manage dates <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
