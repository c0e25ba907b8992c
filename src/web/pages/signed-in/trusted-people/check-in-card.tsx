import { useId } from 'react';
import {
  CHECK_IN_EMAILS,
  CHECK_IN_MONTHS,
  CHECK_IN_ROUND_DAYS,
  type TrustedPeople,
} from '../../../../domain/trusted-people';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../records/native-select';
import { formatDay } from './grant-words';
import { useSetCheckIn } from './use-trusted-people';

const NUMBER_WORDS: Record<number, string> = { 3: 'three' };

/** "Inactivity check-in": after months without a sign-in, executors' requests start by themselves. */
export function CheckInCard({ checkIn }: { checkIn: TrustedPeople['checkIn'] }) {
  const id = useId();
  const save = useSetCheckIn();
  const emails = NUMBER_WORDS[CHECK_IN_EMAILS] ?? String(CHECK_IN_EMAILS);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Inactivity check-in</CardTitle>
        <CardDescription>
          If you have not signed in for the time you choose, we send you {emails} emails over{' '}
          {CHECK_IN_ROUND_DAYS} days. If none of them is answered, every executor&apos;s request
          starts: their waiting period still applies, and you can still reject.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid max-w-xs gap-2">
          <Label htmlFor={id}>Check in after</Label>
          <NativeSelect
            id={id}
            value={checkIn.months === null ? 'off' : String(checkIn.months)}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(event.target.value === 'off' ? null : Number(event.target.value))
            }
          >
            <option value="off">Off</option>
            {CHECK_IN_MONTHS.map((months) => (
              <option key={months} value={String(months)}>
                {months} months without a sign-in
              </option>
            ))}
          </NativeSelect>
        </div>
        {checkIn.roundStartedAt && (
          <p role="status" className="text-sm font-medium text-amber-800 dark:text-amber-300">
            Check-in emails started on {formatDay(checkIn.roundStartedAt)}. Signing in or answering
            one of them stops them.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
