import {
  diversificationBadge,
  diversificationLabel,
  type RiskLevel,
} from '../../../../../domain/financial-analysis';
import { Badge } from '../../../../components/ui/badge';

/** The diversification score's badge: default above 75, secondary above 50, else destructive. */
export function ScoreBadge({ score }: { score: number }) {
  return (
    <Badge variant={diversificationBadge(score)} data-testid="diversification-badge">
      {diversificationLabel(score)}
    </Badge>
  );
}

const RISK_VARIANT = { High: 'destructive', Moderate: 'secondary', Low: 'outline' } as const;

/** The risk level as a badge, read from the investment share. */
export function RiskBadge({ risk }: { risk: RiskLevel }) {
  return <Badge variant={RISK_VARIANT[risk]}>{risk} Risk</Badge>;
}
