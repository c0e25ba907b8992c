/** "Download my data" (POST /api/account/export): what is asked and what the answer is called. */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, reauthCodeInput } from '../auth';
import { fileNamePrefix } from '../file-names';

/** The body: the password again, and a code while two-factor sign-in is on. */
export const accountExportBodySchema = z.object({
  password: z.string().min(1, 'Enter your password to download your data').max(MAX_PASSWORD_LENGTH),
  code: reauthCodeInput,
});

/** The answer's estimated size in bytes (the ZIP is streamed, so its exact length is unknown). */
export const EXPORT_ESTIMATE_HEADER = 'x-kinfolio-export-bytes';

/** The download's file name: 'family-vault-data-2026-05-04.zip' (the admin's application name). */
export function dataExportFileName(applicationName: string, day: string): string {
  return `${fileNamePrefix(applicationName)}-data-${day}.zip`;
}
