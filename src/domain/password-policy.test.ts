import { describe, expect, it } from 'vitest';
import { strongPasswordProblem } from './password-policy';

describe('strong password rule', () => {
  it('asks for at least 10 characters, counting characters not bytes', () => {
    expect(strongPasswordProblem('plum-tree')).toBe('Password must be at least 10 characters.');
    expect(strongPasswordProblem('ééééé-plum')).toBeNull();
  });

  it('refuses common passwords, also with digits or symbols added at the end', () => {
    for (const weak of [
      '1234567890',
      'qwertyuiop',
      'Password123!',
      'iloveyou2024',
      'aaaaaaaaaaaa',
    ]) {
      expect(strongPasswordProblem(weak), weak).toContain('commonly used passwords');
    }
  });

  it('accepts a long uncommon password', () => {
    expect(strongPasswordProblem('plum-harbor-ledger')).toBeNull();
    expect(strongPasswordProblem('family-vault-1')).toBeNull();
  });
});
