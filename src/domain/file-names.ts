/** What file names start with when the application name leaves nothing usable. */
const FALLBACK_PREFIX = 'kinfolio';

/**
 * The admin's application name as the start of a downloaded file's name: 'Family Vault' →
 * 'family-vault'. ASCII letters and digits only, so the name survives every browser, file system
 * and Content-Disposition header unchanged.
 */
export function fileNamePrefix(applicationName: string): string {
  const slug = applicationName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || FALLBACK_PREFIX;
}

/** The admin data export's file name: 'family-vault-export-2025-01-05.json' (UTC day). */
export function exportFileName(applicationName: string, now: Date): string {
  return `${fileNamePrefix(applicationName)}-export-${now.toISOString().slice(0, 10)}.json`;
}

/** The Emergency Kit PDF's file name: 'family-vault-emergency-kit.pdf'. */
export function emergencyKitFileName(applicationName: string): string {
  return `${fileNamePrefix(applicationName)}-emergency-kit.pdf`;
}

/** The two-factor recovery codes' text file name: 'family-vault-recovery-codes.txt'. */
export function recoveryCodesFileName(applicationName: string): string {
  return `${fileNamePrefix(applicationName)}-recovery-codes.txt`;
}
