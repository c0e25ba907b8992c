/**
 * Full numbers in a report (issue 29): SSNs and account, routing and policy numbers printed in
 * full only after the password is given again, however fresh the session: what hands the
 * account's secrets to someone else asks for it (docs/decisions/009).
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, reauthCodeInput } from '../auth';

/** POST /api/reports/:id body: the password, and a code while two-factor sign-in is on. */
export const fullNumbersBodySchema = z.object({
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
  code: reauthCodeInput,
});
export type FullNumbersBody = z.infer<typeof fullNumbersBodySchema>;

/** GET's 400 when full numbers are asked for without the password. */
export const FULL_NUMBERS_NEED_PASSWORD =
  'Full account numbers need your password: enter it to generate this report.';

/** What the password dialog says. */
export const FULL_NUMBERS_PROMPT =
  'Enter your password to include complete account, routing, policy and Social Security numbers. Every page of the file will say it holds them.';
