import { Fingerprint } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FingerprintPhrase } from './state-badge';

/** "Your fingerprint": what someone who shares their vault with you compares before confirming. */
export function FingerprintCard({ phrase }: { phrase: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Fingerprint aria-hidden="true" className="text-primary size-5" /> Your fingerprint
        </CardTitle>
        <CardDescription>
          When someone invites you, they confirm you by comparing these words with what their page
          shows. Read them out by phone or in person, never by email.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FingerprintPhrase phrase={phrase} testId="my-fingerprint" />
      </CardContent>
    </Card>
  );
}
