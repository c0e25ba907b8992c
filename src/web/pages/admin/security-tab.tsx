import { useState, type ReactNode } from 'react';
import type { AdminSettings } from '../../../domain/admin';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { AllowlistCard } from './allowlist-card';
import { LogList } from './log-list';
import { useAdminSettings } from './use-admin-settings';

/** The settings this tab switches on and off. */
type Toggle = keyof Pick<
  AdminSettings,
  'requireTwoFactor' | 'strongPasswords' | 'shortSessionTimeout'
>;

/** One switch with its label and a note saying when it takes effect. */
function ToggleRow({
  id,
  label,
  note,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  note: ReactNode;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-note`} className="text-muted-foreground text-sm">
          {note}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-note`}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
      />
    </div>
  );
}

/** Security tab: the enforced toggles, the admin IP allowlist and the access log. */
export function SecurityTab() {
  const { settings, save } = useAdminSettings('Security settings updated');
  const [accessLogsOpen, setAccessLogsOpen] = useState(false);
  const s = settings.data;

  if (!s) {
    return settings.error ? (
      <p role="alert" className="text-destructive text-sm">
        Failed to load the security settings. Please try refreshing the page.
      </p>
    ) : (
      <Skeleton className="h-64 w-full" />
    );
  }
  const toggles: { id: string; field: Toggle; label: string; note: string }[] = [
    {
      id: 'require-two-factor',
      field: 'requireTwoFactor',
      label: '2FA for all users',
      note: 'Users without two-factor sign-in must set it up at their next sign-in, before they reach their data.',
    },
    {
      id: 'strong-passwords',
      field: 'strongPasswords',
      label: 'Strong passwords',
      note: 'At least 10 characters and not a commonly used password, for every new password: at sign-up, password change and reset. Passwords already set keep working.',
    },
    {
      id: 'short-session-timeout',
      field: 'shortSessionTimeout',
      label: 'Short session timeout',
      note: `New sessions last 1 hour instead of ${s.sessionTimeoutHours} hours; people already signed in keep theirs until it ends.`,
    },
  ];

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Security Settings</CardTitle>
          <CardDescription>
            Each switch is saved at once and applies as its note says: to new passwords, to sessions
            started afterwards, or at each user&apos;s next sign-in.
          </CardDescription>
        </CardHeader>
        <CardContent className="divide-y">
          {toggles.map(({ id, field, label, note }) => (
            <ToggleRow
              key={id}
              id={id}
              label={label}
              note={note}
              checked={s[field]}
              disabled={save.isPending}
              onChange={(checked) => save.mutate({ [field]: checked })}
            />
          ))}
        </CardContent>
      </Card>
      <AllowlistCard
        key={s.adminIpAllowlist}
        saved={s.adminIpAllowlist}
        yourIpAddress={s.yourIpAddress}
        saving={save.isPending}
        onSave={(adminIpAllowlist) => save.mutate({ adminIpAllowlist })}
        onViewAccessLogs={() => setAccessLogsOpen(true)}
      />
      <Dialog open={accessLogsOpen} onOpenChange={setAccessLogsOpen}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Access Logs</DialogTitle>
            <DialogDescription>
              Sign-ins, failed sign-ins, sign-ups and sign-outs.
            </DialogDescription>
          </DialogHeader>
          {accessLogsOpen && <LogList category="access" />}
        </DialogContent>
      </Dialog>
    </div>
  );
}
