import type { ComponentType } from 'react';
import { CheckCircle2, KeyRound, Lock, ShieldCheck, XCircle } from 'lucide-react';
import type { SecurityInfo } from '../../../domain/security-info';
import { Card, CardTitle } from '../../components/ui/card';

function StatusTile({
  label,
  enabled,
  headline,
  detail,
  icon: Icon,
}: {
  label: string;
  enabled: boolean;
  headline: string;
  detail: string;
  icon: ComponentType<{ className?: string }>;
}) {
  const StatusIcon = enabled ? CheckCircle2 : XCircle;
  return (
    <Card className="gap-3 p-5" data-testid={`status-${label}`}>
      <div className="flex items-center justify-between gap-3">
        <CardTitle className="text-muted-foreground text-sm font-medium">{label}</CardTitle>
        <span
          aria-hidden="true"
          className="bg-accent text-accent-foreground flex size-9 items-center justify-center rounded-lg"
        >
          <Icon className="size-4.5" />
        </span>
      </div>
      <p className="font-display text-2xl font-semibold">{headline}</p>
      <p
        className={`flex items-center gap-1.5 text-sm font-medium ${enabled ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive'}`}
      >
        <StatusIcon aria-hidden="true" className="size-4" />
        {enabled ? 'Enabled' : 'Disabled'}
      </p>
      <p className="text-muted-foreground text-sm">{detail}</p>
    </Card>
  );
}

/** The three status tiles (part 2 §2), each read from GET /api/security. */
export function SecurityTiles({ info }: { info: SecurityInfo }) {
  return (
    <section aria-label="Security status" className="grid gap-4 md:grid-cols-3">
      <StatusTile
        label="Encryption Status"
        enabled={info.encryption.status === 'enabled'}
        headline={info.encryption.algorithm}
        detail={info.encryption.keyDerivation}
        icon={Lock}
      />
      <StatusTile
        label="Authentication"
        enabled={info.authentication.status === 'enabled'}
        headline={info.authentication.passwordHashing.split(' ')[0]}
        detail={info.authentication.sessionManagement}
        icon={KeyRound}
      />
      <StatusTile
        label="Data Protection"
        enabled={info.dataProtection.status === 'enabled'}
        headline="Your data only"
        detail={info.dataProtection.details[0]?.value ?? ''}
        icon={ShieldCheck}
      />
    </section>
  );
}
