import { describe, expect, it } from 'vitest';
import { newPasswordProblem, strongPasswordProblem } from './password-policy';

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

describe('what a form says under a new password (sign-up, reset, change)', () => {
  const SPEC = 'Password must be at least 6 characters long.';

  it("says the spec's message under 6 characters and the strong rule's words from 6 to 9", () => {
    expect(newPasswordProblem('abc12', true, SPEC)).toBe(SPEC);
    expect(newPasswordProblem('abc123', true, SPEC)).toBe(
      'Password must be at least 10 characters.',
    );
    expect(newPasswordProblem('abc123456', true, SPEC)).toBe(
      'Password must be at least 10 characters.',
    );
    expect(newPasswordProblem('plum-harbor', true, SPEC)).toBeNull();
  });

  it('says the same words the server answers for 6 to 9 characters', () => {
    expect(newPasswordProblem('plum-tree', true, SPEC)).toBe(strongPasswordProblem('plum-tree'));
  });

  it("asks only for the spec's 6 characters while the strong rule is off", () => {
    expect(newPasswordProblem('abc12', false, SPEC)).toBe(SPEC);
    expect(newPasswordProblem('abc123', false, SPEC)).toBeNull();
  });

  it('never names 6 characters under the strong rule once 6 are typed', () => {
    for (const length of [6, 7, 8, 9])
      expect(newPasswordProblem('x'.repeat(length), true, SPEC)).not.toContain('6');
  });
});
