import type { Database } from '../db/client';
import { getSetting, getSupportAddress } from '../settings/system-settings';

/** Sent to the previous address when the account's email changes. Names neither address. */
export async function emailChangedEmail(db: Database): Promise<{ subject: string; text: string }> {
  const [name, support] = await Promise.all([
    getSetting(db, 'application_name'),
    getSupportAddress(db),
  ]);
  return {
    subject: `The email address of your ${name} account was changed`,
    text:
      `The email address of your ${name} account was just changed, so we will write to the new ` +
      `address from now on, and password reset links go there too.\n\n` +
      `If you made this change, there is nothing more to do.\n\n` +
      (support
        ? `If you did not, someone may have your password: write to ${support} at once.\n`
        : `If you did not, someone may have your password: sign in at once, put your own ` +
          `address back in Account Settings, change your password and sign out of all sessions.\n`),
  };
}
