import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { showBesideField } from './server-field-errors';

type Fields = 'username' | 'email' | 'password';

function collect(
  error: unknown,
  options: Parameters<typeof showBesideField<Record<Fields, string>>>[3],
) {
  const set: Record<string, string> = {};
  showBesideField<Record<Fields, string>>(
    error,
    (name, e) => void (set[name] = String(e.message)),
    ['username', 'email', 'password'],
    options,
  );
  return set;
}

describe('server errors beside their field', () => {
  it('puts a taken username or email beside that field', () => {
    const words = { username: /username/i, email: /email/i, password: /password/i };
    expect(
      collect(new ApiError(409, 'This username is taken. Please choose another.'), { words }),
    ).toEqual({ username: 'This username is taken. Please choose another.' });
    expect(
      collect(
        new ApiError(
          409,
          'An account with this email already exists. Sign in or reset your password.',
        ),
        { words },
      ),
    ).toEqual({
      email: 'An account with this email already exists. Sign in or reset your password.',
    });
  });

  it('puts a wrong password beside the fallback field, and listed field errors where they say', () => {
    expect(
      collect(new ApiError(401, 'Invalid username or password'), { fallback: 'password' }),
    ).toEqual({ password: 'Invalid username or password' });
    expect(
      collect(
        new ApiError(400, 'password: too common', [{ path: 'password', message: 'Too common' }]),
        { fallback: 'username' },
      ),
    ).toEqual({ password: 'Too common' });
    expect(collect(new Error('offline'), { fallback: 'password' })).toEqual({});
  });
});
