import type { AppContext } from '../context';
import type { JobKind } from '../jobs/job-scheduler';
import { sweepCheckIns } from './check-ins';
import { releaseDueRequests, remindOwners } from './grant-actions';

/** Queue name of the trusted-people sweep. */
export const TRUSTED_PEOPLE_JOB = 'trusted-people.sweep';

/** Every 15 minutes (and once at start): waits are in days, so access opens within 15 minutes. */
export const TRUSTED_PEOPLE_CRON = '*/15 * * * *';

/**
 * One sweep at `now`: opens executors' access whose wait passed without a rejection, reminds
 * owners a day before, and moves inactivity check-ins on. Each step is an atomic state change,
 * so it runs once whatever the instances and retries.
 */
export async function sweepTrustedPeople(ctx: AppContext, now = new Date()): Promise<void> {
  await releaseDueRequests(ctx, now);
  await remindOwners(ctx, now);
  await sweepCheckIns(ctx, now);
}

export function trustedPeopleJob(ctx: AppContext): JobKind {
  return {
    name: TRUSTED_PEOPLE_JOB,
    oneWaitingPerKey: true,
    retryDelaySeconds: 60,
    handler: () => sweepTrustedPeople(ctx),
  };
}
