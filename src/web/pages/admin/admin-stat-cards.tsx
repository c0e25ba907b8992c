import { CreditCard, DollarSign, FileText, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminStats } from '../../../domain/admin';
import { formatMoney } from '../../../domain/format';
import { Card, CardContent } from '../../components/ui/card';

function StatCard({
  label,
  value,
  detail,
  icon,
}: {
  label: string;
  value: ReactNode;
  detail: ReactNode;
  icon: ReactNode;
}) {
  return (
    <Card className="py-4">
      <CardContent className="flex items-start justify-between gap-3 px-4">
        <div className="grid min-w-0 gap-1">
          <p className="text-muted-foreground text-sm font-medium">{label}</p>
          <p className="font-display text-2xl font-semibold tracking-tight">{value}</p>
          <p className="text-muted-foreground text-xs">{detail}</p>
        </div>
        <span aria-hidden="true" className="text-muted-foreground [&>svg]:size-5">
          {icon}
        </span>
      </CardContent>
    </Card>
  );
}

/** The four stat cards, from GET /api/admin/stats (refreshed every 30 s by the page). */
export function AdminStatCards({ stats }: { stats: AdminStats }) {
  const { essential, complete, premium } = stats.subscriptions;
  return (
    <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Total Users"
        value={stats.totalUsers}
        detail={`${stats.activeUsers} active this month`}
        icon={<Users />}
      />
      <StatCard
        label="Monthly Revenue"
        value={formatMoney(stats.revenue, 0)}
        detail="Recurring, from active subscriptions"
        icon={<DollarSign />}
      />
      <StatCard
        label="Documents"
        value={stats.totalDocuments}
        detail={`${stats.storageUsed} storage used`}
        icon={<FileText />}
      />
      <StatCard
        label="Subscriptions"
        value={essential + complete + premium}
        detail={`Essential ${essential} · Complete ${complete} · Premium ${premium}`}
        icon={<CreditCard />}
      />
    </section>
  );
}
