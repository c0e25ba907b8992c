import { useAuth } from '../../lib/auth';
import { PageHeader } from '../../components/page-header';
import { DataKeyCard } from './settings/data-key-card';
import { DownloadDataCard } from './settings/download-data-card';
import { LockedDetailsCard } from './settings/locked-details-card';
import { PasswordCard } from './settings/password-card';
import { PhotoCard } from './settings/photo-card';
import { PlanCard } from './settings/plan-card';
import { ProfileCard } from './settings/profile-card';
import { RecoveryKeyCard } from './settings/recovery-key-card';
import { SessionsCard } from './settings/sessions-card';
import { TwoFactorCard } from './settings/two-factor-card';
import { PageTitle } from '../../components/page-title';

/** Account Settings (/settings): profile, password, two-factor sign-in, keys, plan and sessions. */
export default function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="grid gap-6">
      <PageTitle title="Account Settings" />
      <PageHeader
        title="Account Settings"
        description="Manage your profile, password, two-factor sign-in, recovery key and sessions."
      />
      {/* Shown only while a reset without the recovery key has left details locked. */}
      <LockedDetailsCard />
      {/* The side column keeps 18rem (more as the text grows); the main one takes the rest. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <div className="grid gap-6">
          <PhotoCard user={user} />
          <ProfileCard user={user} />
          <PasswordCard />
          <TwoFactorCard />
          {/* Side by side on a wide screen, one under the other on a phone: two keys told apart. */}
          <div className="grid items-start gap-6 md:grid-cols-2">
            <RecoveryKeyCard />
            <DataKeyCard />
          </div>
          <DownloadDataCard />
        </div>
        <div className="grid gap-6">
          <PlanCard plan={user.plan} />
          <SessionsCard />
        </div>
      </div>
    </div>
  );
}
