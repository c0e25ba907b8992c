import { useAuth } from '../../lib/auth';
import { PageHeader } from '../../components/page-header';
import { PasswordCard } from './settings/password-card';
import { PlanCard } from './settings/plan-card';
import { ProfileCard } from './settings/profile-card';
import { SessionsCard } from './settings/sessions-card';
import { PageTitle } from '../../components/page-title';

/** Account Settings (/settings): profile, password, plan and sessions. */
export default function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="grid gap-6">
      <PageTitle title="Account Settings" />
      <PageHeader
        title="Account Settings"
        description="Manage your profile, password and sessions."
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <ProfileCard user={user} />
          <PasswordCard />
        </div>
        <div className="grid gap-6">
          <PlanCard plan={user.plan} />
          <SessionsCard />
        </div>
      </div>
    </div>
  );
}
