import { describe, expect, it } from 'vitest';
import {
  emergencyKitFileName,
  exportFileName,
  fileNamePrefix,
  recoveryCodesFileName,
} from './file-names';
import { reportFileName } from './reports/catalog';

describe('download file names carry the application name', () => {
  it('turns the name into a safe prefix', () => {
    expect(fileNamePrefix('Kinfolio')).toBe('kinfolio');
    expect(fileNamePrefix('Family Vault')).toBe('family-vault');
    expect(fileNamePrefix('  Café & Co. ')).toBe('cafe-co');
    expect(fileNamePrefix('家族')).toBe('kinfolio');
    expect(fileNamePrefix('x'.repeat(60))).toHaveLength(40);
  });

  it('names reports and exports after it', () => {
    expect(reportFileName('estate-summary', '2025-01-05', 'Family Vault')).toBe(
      'family-vault-estate-summary-2025-01-05.pdf',
    );
    expect(exportFileName('Family Vault', new Date('2025-01-05T23:00:00Z'))).toBe(
      'family-vault-export-2025-01-05.json',
    );
  });

  it('names the Emergency Kit and the recovery codes after it', () => {
    expect(emergencyKitFileName('Family Vault')).toBe('family-vault-emergency-kit.pdf');
    expect(emergencyKitFileName('Kinfolio')).toBe('kinfolio-emergency-kit.pdf');
    expect(recoveryCodesFileName('Family Vault')).toBe('family-vault-recovery-codes.txt');
  });
});
