import { Fingerprint } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { SIX_WORDS_ARE_FOR } from '../../../../domain/invitation-words';
import { FingerprintPhrase } from './state-badge';

/** "Your six words": what someone who shares their records with you compares before confirming. */
export function FingerprintCard({ phrase }: { phrase: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Fingerprint aria-hidden="true" className="text-primary size-5" /> Your six words
        </CardTitle>
        <CardDescription>
          These are {SIX_WORDS_ARE_FOR}. When someone invites you, their page shows six words too:
          they confirm you only if the two match. Never send them by email.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FingerprintPhrase phrase={phrase} testId="my-fingerprint" />
      </CardContent>
    </Card>
  );
}
