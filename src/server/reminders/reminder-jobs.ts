import type { AppContext } from '../context';
import type { JobKind } from '../jobs/job-scheduler';
import { sweepReminders } from './reminder-sweep';

/** Queue name of the reminder sweep. */
export const REMINDERS_JOB = 'reminders.sweep';

/**
 * Every 15 minutes: reminders go out at 8:00 in each user's zone, and zones are offset by
 * whole, half and quarter hours, so each user's 8:00 is reached within 15 minutes.
 */
export const REMINDERS_CRON = '*/15 * * * *';

/** The reminder sweep as a job (one waiting at a time: a backlog of sweeps is one sweep). */
export function remindersJob(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'serverKey' | 'config'>,
  log: { error(obj: object, msg: string): void },
): JobKind {
  return {
    name: REMINDERS_JOB,
    oneWaitingPerKey: true,
    retryDelaySeconds: 60,
    async handler() {
      await sweepReminders({ ...ctx, appUrl: ctx.config.appUrl, log });
    },
  };
}
