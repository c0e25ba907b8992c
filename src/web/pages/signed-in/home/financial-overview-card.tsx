import { Link } from 'react-router';
import { Landmark, Plus, TrendingUp, Wallet } from 'lucide-react';
import { formatMoney } from '../../../../domain/format';
import { Button } from '../../../components/ui/button';
import { DashboardCard, SectionLabel } from '../../../components/dashboard-card';
import { EmptyState, LoadError, LoadingText } from '../../../components/load-states';
import { pickedName, useBankAccounts, useInvestmentAccounts, useShared } from './dashboard-data';
import { NotShared } from './not-shared';

/** How many accounts of each kind the dashboard shows (part 1 §9). */
const ACCOUNTS_SHOWN = 3;

/** Financial Overview: the first bank and investment accounts with their balances. */
export function FinancialOverviewCard({ className }: { className?: string }) {
  const banks = useBankAccounts();
  const investments = useInvestmentAccounts();
  // In someone's vault either list may be left out of the grant: its query never runs.
  const banksShared = useShared('bank-accounts');
  const investmentsShared = useShared('investment-accounts');
  const bankRows = banks.data ?? [];
  const investmentRows = investments.data ?? [];
  const loading = (banksShared && banks.isPending) || (investmentsShared && investments.isPending);
  // An account list that failed to load is not "no accounts": only its error line shows.
  const empty =
    !banks.isError && !investments.isError && bankRows.length === 0 && investmentRows.length === 0;

  return (
    <DashboardCard
      title="Financial Overview"
      icon={Wallet}
      className={className}
      action={
        banksShared && (
          <Button asChild size="sm" variant="outline">
            <Link to="/banking">
              <Plus /> Add Account
            </Link>
          </Button>
        )
      }
    >
      {banks.isError && <LoadError what="bank accounts" />}
      {investments.isError && <LoadError what="investment accounts" />}
      {!banksShared && !investmentsShared ? (
        <NotShared />
      ) : loading ? (
        <LoadingText>Loading accounts...</LoadingText>
      ) : empty ? (
        <EmptyState
          icon={Wallet}
          message="No accounts added yet"
          action={
            banksShared && (
              <Button asChild size="sm">
                <Link to="/banking">
                  <Plus /> Add Your First Account
                </Link>
              </Button>
            )
          }
        />
      ) : (
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2 lg:gap-6">
          {bankRows.length > 0 && (
            <AccountList
              label="Bank Accounts"
              icon={Landmark}
              rows={bankRows.slice(0, ACCOUNTS_SHOWN).map((a) => ({
                id: a.id,
                name: `${pickedName(a.bankName, a.bankNameOther)} - ${a.accountType}`,
                amount: formatMoney(a.currentBalance, 2) || '$0.00',
              }))}
            />
          )}
          {investmentRows.length > 0 && (
            <AccountList
              label="Investments"
              icon={TrendingUp}
              rows={investmentRows.slice(0, ACCOUNTS_SHOWN).map((a) => ({
                id: a.id,
                name: `${pickedName(a.institution, a.institutionOther)} - ${a.accountType}`,
                amount: formatMoney(a.currentValue, 0) || '$0',
              }))}
            />
          )}
        </div>
      )}
    </DashboardCard>
  );
}

function AccountList({
  label,
  icon: Icon,
  rows,
}: {
  label: string;
  icon: typeof Landmark;
  rows: { id: string; name: string; amount: string }[];
}) {
  return (
    <section className="grid grid-cols-1 gap-2">
      <SectionLabel>{label}</SectionLabel>
      <ul className="divide-y rounded-lg border">
        {rows.map((row) => (
          <li key={row.id} className="flex items-center gap-3 px-3 py-2.5">
            <Icon aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
            <span className="min-w-0 flex-1 text-sm font-medium break-words">{row.name}</span>
            <span className="shrink-0 text-sm font-semibold tabular-nums">{row.amount}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
