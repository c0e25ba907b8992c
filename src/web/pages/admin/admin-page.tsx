import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAuth } from '../../lib/auth';
import type { AdminStats } from '../../../domain/admin';
import { AdminOnlyCard } from './admin-only-card';
import { ADMIN_KEYS, STATS_REFRESH_MS, useMaintenanceToggle } from './admin-queries';
import { AdminStatCards } from './admin-stat-cards';
import { ComingSoonTab } from './coming-soon-tab';
import { SecurityTab } from './security-tab';
import { SettingsTab } from './settings-tab';
import { SystemTab } from './system-tab';
import { UsersTab } from './users-tab';

/** /admin: status, stat cards and the six tabs (part 2 §2). Admins only, checked by the server too. */
export default function AdminPage() {
  const { user } = useAuth();
  if (!user?.isAdmin) return <AdminOnlyCard />;
  return <AdminDashboard />;
}

function AdminDashboard() {
  const stats = useQuery<AdminStats>({
    queryKey: ADMIN_KEYS.stats,
    refetchInterval: STATS_REFRESH_MS,
  });
  const maintenance = useQuery<{ enabled: boolean }>({ queryKey: ADMIN_KEYS.maintenance });
  const toggle = useMaintenanceToggle();

  if (stats.isLoading || maintenance.isLoading) {
    return <Spinner className="py-24" label="Loading admin dashboard..." />;
  }
  const enabled = maintenance.data?.enabled ?? false;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageTitle title="Admin Dashboard" />
      <PageHeader
        title="Admin Dashboard"
        description="Accounts, operations and settings. Family records stay encrypted: admins see counts, never contents."
        actions={
          <div className="flex items-center gap-3">
            <Badge
              variant={enabled ? 'destructive' : 'secondary'}
              data-testid="maintenance-status"
              className={enabled ? undefined : 'bg-emerald-600 text-white'}
            >
              {enabled ? 'Maintenance Mode' : 'Live'}
            </Badge>
            <Button
              variant="outline"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate(!enabled)}
            >
              Toggle Maintenance
            </Button>
          </div>
        }
      />
      {stats.data ? (
        <AdminStatCards stats={stats.data} />
      ) : (
        <p role="alert" className="text-destructive text-sm">
          Failed to load the statistics. Please try refreshing the page.
        </p>
      )}
      <Tabs defaultValue="users" className="gap-4">
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList>
            <TabsTrigger value="users">Users</TabsTrigger>
            <TabsTrigger value="system">System</TabsTrigger>
            <TabsTrigger value="security">Security</TabsTrigger>
            <TabsTrigger value="content">Content</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
            <TabsTrigger value="settings">Settings</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="system">
          <SystemTab />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="content">
          <ComingSoonTab title="Content Management" />
        </TabsContent>
        <TabsContent value="analytics">
          <ComingSoonTab title="Analytics" />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
