import { ShieldCheck } from 'lucide-react';
import { SECURITY_IN_PLAIN_WORDS } from '../../../domain/security-summary';
import { Card, CardContent, CardTitle } from '../../components/ui/card';

/**
 * "In short": what the protection means for a family, before any technical term. The Security
 * Centre opens with it and the user guide's security section says the same lines.
 */
export function PlainSecuritySummary() {
  return (
    <Card className="gap-3" data-testid="security-in-short">
      <CardContent className="grid gap-3">
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="text-primary size-5" /> In short
        </CardTitle>
        <ul className="grid list-disc gap-1.5 pl-5 text-sm">
          {SECURITY_IN_PLAIN_WORDS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
