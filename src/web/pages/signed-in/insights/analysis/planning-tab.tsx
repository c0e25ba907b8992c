import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Banknote, ChartColumnBig, HandCoins, ListOrdered, Scale, Wallet } from 'lucide-react';
import { liquidityRules } from '../../../../../domain/estate-plan/legal-rules';
import { sumDecimals } from '../../../../../domain/money';
import { DashboardCard } from '../../../../components/dashboard-card';
import { FigureRow, FigureTiles } from '../../../../components/figure-tile';
import { LegalRulesNote } from '../../../../components/legal-rules-note';
import { LoadError, PageLoading } from '../../../../components/load-states';
import { dollars } from '../../../../lib/figure-words';
import { useVault } from '../../../../lib/vault';
import { SettlementFiguresCard } from './settlement-figures-card';
import { useLiquidity } from './use-liquidity';

const LiquidityChart = lazy(() => import('./liquidity-chart'));

const abs = (v: string) => v.replace(/^-/, '');

/**
 * Planning: will the estate have cash? What the executor can use against what falls due at
 * death, what drives the difference, a chart, the owner's figures, and net worth over time.
 */
export function PlanningTab({ netWorthHistory }: { netWorthHistory: ReactNode }) {
  const query = useLiquidity();
  const vault = useVault();
  const l = query.data;
  if (query.isPending) return <PageLoading label="Working out the estate's cash..." />;
  if (!l) return <LoadError what="the estate's cash" />;
  const short = l.status === 'shortfall';
  return (
    <div className="grid gap-6">
      <p
        role="status"
        className={
          short
            ? 'rounded-lg bg-red-50 px-4 py-3 text-red-900 dark:bg-red-950 dark:text-red-100'
            : 'rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
        }
      >
        {short
          ? `Shortfall of ${dollars(abs(l.balance))}: what falls due at death is more than the estate's cash.`
          : `Surplus of ${dollars(l.balance)}: the estate's cash covers what falls due at death.`}
      </p>
      <FigureTiles
        label="Estate cash figures"
        figures={[
          {
            label: 'Available to the Executor',
            value: dollars(l.available.total),
            caption: 'Names nobody, or the estate',
            icon: Wallet,
          },
          {
            label: 'Due at Death',
            value: dollars(l.due.total),
            caption: `Debts, ${l.taxYear} estate tax, expenses`,
            icon: Banknote,
          },
          {
            label: short ? 'Shortfall' : 'Surplus',
            value: dollars(abs(l.balance)),
            caption: short ? 'Cash to find' : 'Left over',
            icon: Scale,
          },
          {
            label: 'Passing Apart',
            value: dollars(l.apart.total),
            caption: 'Straight to named people',
            icon: HandCoins,
          },
        ]}
      />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <DashboardCard title="Cash Against What Falls Due" icon={ChartColumnBig}>
          <Suspense fallback={<div className="h-72" aria-hidden="true" />}>
            <LiquidityChart liquidity={l} />
          </Suspense>
        </DashboardCard>
        <DashboardCard title="What Drives It" icon={ListOrdered}>
          <ol className="grid gap-1 text-sm" aria-label="What drives the balance">
            {l.drivers.map((d) => (
              <li
                key={d.label}
                className="flex justify-between gap-3 border-b py-1.5 last:border-0"
              >
                <span>{d.label}</span>
                <span
                  className={`shrink-0 font-medium whitespace-nowrap tabular-nums ${d.kind === 'cost' ? 'text-red-700 dark:text-red-300' : ''}`}
                >
                  {d.kind === 'cost' ? '−' : '+'}
                  {dollars(d.amount)}
                </span>
              </li>
            ))}
          </ol>
          {l.drivers.length === 0 && (
            <p className="text-muted-foreground text-sm">
              Add accounts and debts to see what moves the balance.
            </p>
          )}
        </DashboardCard>
        <DashboardCard title="Where the Money Is" icon={Wallet}>
          <dl className="grid divide-y text-sm">
            <FigureRow label="Cash passing through the estate" value={dollars(l.available.cash)} />
            <FigureRow
              label="Brokerage passing through the estate"
              value={dollars(l.available.brokerage)}
            />
            <FigureRow
              label="Life insurance payable to the estate"
              value={dollars(l.available.lifeInsurance)}
            />
            <FigureRow
              label="Accounts to named people or joint owners"
              value={dollars(sumDecimals([l.apart.cash, l.apart.brokerage]))}
            />
            <FigureRow
              label="Life insurance to named people"
              value={dollars(l.apart.lifeInsurance)}
            />
            <FigureRow
              label="Retirement accounts (taxed when drawn)"
              value={dollars(sumDecimals([l.apart.retirement, l.notCounted.retirement]))}
            />
            <FigureRow
              label="Real estate and businesses (not cash)"
              value={dollars(sumDecimals([l.notCounted.realEstate, l.notCounted.business]))}
            />
          </dl>
        </DashboardCard>
        <DashboardCard title="What Falls Due" icon={Banknote}>
          <dl className="grid divide-y text-sm">
            {l.debts.map((d) => (
              <FigureRow
                key={d.recordId}
                label={
                  <Link to={d.link} className="text-primary underline-offset-4 hover:underline">
                    {d.title}
                  </Link>
                }
                value={dollars(d.amount)}
              />
            ))}
            <FigureRow
              label={`Estimated federal estate tax (${l.taxYear} rules)`}
              value={dollars(l.due.estateTax)}
            />
            <FigureRow label="Final expenses" value={dollars(l.due.finalExpenses)} />
            <FigureRow
              label={`Property costs, ${l.preferences.monthsToSettle} months at ${dollars(l.due.monthlyCarrying)}`}
              value={dollars(l.due.carryingCosts)}
            />
            <FigureRow label="Total due at death" value={dollars(l.due.total)} strong />
          </dl>
          {l.secured.items.length > 0 && (
            <p className="text-muted-foreground text-sm">
              Not counted: {l.secured.items.map((s) => s.title).join(', ')} (
              {dollars(l.secured.total)}), which stay with the property.
            </p>
          )}
        </DashboardCard>
        <SettlementFiguresCard
          key={`${l.preferences.finalExpenses}:${l.preferences.monthsToSettle}`}
          preferences={l.preferences}
          canChange={vault === null}
        />
        {netWorthHistory}
      </div>
      <LegalRulesNote rules={liquidityRules(l.taxYear)} />
    </div>
  );
}
