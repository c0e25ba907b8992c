import { useState, type FormEvent } from 'react';
import { Settings2 } from 'lucide-react';
import {
  DEFAULT_FINAL_EXPENSES,
  DEFAULT_MONTHS_TO_SETTLE,
  MAX_MONTHS_TO_SETTLE,
  type EstatePlanPreferences,
} from '../../../../../domain/estate-plan/liquidity-api';
import { DashboardCard } from '../../../../components/dashboard-card';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { dollars } from '../../../../lib/figure-words';
import { useSaveSettlementFigures } from './use-liquidity';

/**
 * The owner's own figures for what the estimate cannot know: final expenses and how long the
 * estate takes to settle. Defaults until changed; a trusted person sees them, read only.
 */
export function SettlementFiguresCard({
  preferences: p,
  canChange,
}: {
  preferences: EstatePlanPreferences;
  canChange: boolean;
}) {
  const save = useSaveSettlementFigures();
  const [expenses, setExpenses] = useState(p.finalExpenses);
  const [months, setMonths] = useState(String(p.monthsToSettle));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ finalExpenses: expenses, monthsToSettle: Number(months) });
  };
  if (!canChange)
    return (
      <DashboardCard title="Settlement Figures" icon={Settings2}>
        <p className="text-sm">
          Final expenses {dollars(p.finalExpenses)}; {p.monthsToSettle} months to settle. Only the
          owner changes these.
        </p>
      </DashboardCard>
    );
  return (
    <DashboardCard title="Settlement Figures" icon={Settings2}>
      <form className="grid gap-4" onSubmit={submit} aria-label="Settlement figures">
        <div className="grid gap-1.5">
          <Label htmlFor="final-expenses">Final expenses (USD)</Label>
          <Input
            id="final-expenses"
            inputMode="decimal"
            value={expenses}
            onChange={(e) => setExpenses(e.target.value)}
          />
          <p className="text-muted-foreground text-xs">
            Funeral, burial and last bills.{' '}
            {p.finalExpensesIsDefault
              ? 'The default'
              : `The default is ${dollars(DEFAULT_FINAL_EXPENSES)}`}
            .
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="months-to-settle">Months to settle the estate</Label>
          <Input
            id="months-to-settle"
            type="number"
            min={1}
            max={MAX_MONTHS_TO_SETTLE}
            step={1}
            value={months}
            onChange={(e) => setMonths(e.target.value)}
          />
          <p className="text-muted-foreground text-xs">
            The home's running costs are counted for this long.{' '}
            {p.monthsToSettleIsDefault
              ? 'The default'
              : `The default is ${DEFAULT_MONTHS_TO_SETTLE}`}
            .
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save figures'}
          </Button>
          {!(p.finalExpensesIsDefault && p.monthsToSettleIsDefault) && (
            <Button
              type="button"
              variant="outline"
              disabled={save.isPending}
              onClick={() => {
                setExpenses(DEFAULT_FINAL_EXPENSES);
                setMonths(String(DEFAULT_MONTHS_TO_SETTLE));
                save.mutate({ finalExpenses: null, monthsToSettle: null });
              }}
            >
              Use the defaults
            </Button>
          )}
        </div>
      </form>
    </DashboardCard>
  );
}
