import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { NOBODY_CAN_REACH } from '../../../../domain/getting-started';
import { Button } from '../../../components/ui/button';
import { useGettingStarted } from './use-getting-started';

/**
 * Said plainly on the home until someone confirmed can reach the records (an executor or another
 * trusted person): otherwise nobody could open them if the owner cannot.
 */
export function EmergencyReachNotice() {
  const { data } = useGettingStarted();
  if (!data || data.reachable) return null;
  return (
    <section
      aria-labelledby="nobody-can-reach"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:p-5 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <ShieldAlert aria-hidden="true" className="size-6 shrink-0" />
      <div className="grid flex-1 gap-1">
        <h2 id="nobody-can-reach" className="font-semibold">
          {NOBODY_CAN_REACH.title}
        </h2>
        <p className="text-sm">{NOBODY_CAN_REACH.text}</p>
      </div>
      <Button asChild className="shrink-0">
        <Link to="/trusted-people">{NOBODY_CAN_REACH.action}</Link>
      </Button>
    </section>
  );
}
