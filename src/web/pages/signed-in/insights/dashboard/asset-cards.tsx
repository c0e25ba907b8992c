import type { ComponentType } from 'react';
import { Home, Landmark, TrendingUp } from 'lucide-react';
import type { DashboardSummary } from '../../../../../domain/dashboard-summary';
import { DashboardCard } from '../../../../components/dashboard-card';
import { FigureRow } from '../../../../components/figure-tile';
import { CardLink } from './planning-cards';
import { countOf, dollars } from '../../../../lib/figure-words';

/** The Banking, Investments and Real Estate cards: how many, and what they add up to. */
export function AssetCards({ summary }: { summary: DashboardSummary }) {
  const { financialAccounts: accounts, realEstate } = summary;
  return (
    <>
      <AssetCard
        title="Banking"
        icon={Landmark}
        to="/banking"
        count={countOf(accounts.bankAccounts, 'account')}
        totalLabel="Total balance"
        total={accounts.bankBalance}
      />
      <AssetCard
        title="Investments"
        icon={TrendingUp}
        to="/investments"
        count={countOf(accounts.investmentAccounts, 'account')}
        totalLabel="Total value"
        total={accounts.investmentValue}
      />
      <AssetCard
        title="Real Estate"
        icon={Home}
        to="/real-estate"
        count={countOf(realEstate.properties, 'property', 'properties')}
        totalLabel="Total value"
        total={realEstate.totalValue}
      />
    </>
  );
}

function AssetCard(props: {
  title: string;
  icon: ComponentType<{ className?: string }>;
  to: string;
  count: string;
  totalLabel: string;
  total: string;
}) {
  return (
    <DashboardCard
      title={props.title}
      icon={props.icon}
      footer={<CardLink to={props.to}>{`View ${props.title.toLowerCase()}`}</CardLink>}
    >
      <dl className="grid divide-y text-sm">
        <FigureRow label="Recorded" value={props.count} />
        <FigureRow label={props.totalLabel} value={dollars(props.total)} strong />
      </dl>
    </DashboardCard>
  );
}
