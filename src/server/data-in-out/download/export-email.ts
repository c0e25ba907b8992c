import type { Database } from '../../db/client';
import { getSetting, getSupportAddress } from '../../settings/system-settings';

/**
 * Told to the owner whenever "Download my data" runs: when and from which address, so a
 * download they did not make is noticed. Names no record, file or link.
 */
export async function dataDownloadedEmail(
  db: Database,
  at: Date,
  ipAddress: string,
): Promise<{ subject: string; text: string }> {
  const [name, support] = await Promise.all([
    getSetting(db, 'application_name'),
    getSupportAddress(db),
  ]);
  const when = at.toISOString().replace('T', ' ').slice(0, 16);
  return {
    subject: `Your ${name} data was downloaded`,
    text:
      `A copy of everything in your ${name} account (records, documents and their files) was ` +
      `downloaded from Account Settings.\n\n` +
      `When: ${when} UTC\nFrom IP address: ${ipAddress}\n\n` +
      `If this was you, there is nothing more to do. Keep the file somewhere safe: it is not ` +
      `encrypted.\n\n` +
      `If it was not you, someone has your password: change it in Account Settings and sign ` +
      `out of all sessions${support ? `, and write to ${support}` : ''}.\n`,
  };
}
