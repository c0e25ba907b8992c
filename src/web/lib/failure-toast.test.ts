import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { failureToast } from './failure-toast';

describe('the toast of a failed sign-in, sign-up or sign-out', () => {
  it("shows the server's words without the status code (issue 41)", () => {
    const toast = failureToast('Registration failed', new ApiError(400, 'Username already exists'));
    expect(toast).toEqual({
      title: 'Registration failed',
      description: 'Username already exists',
      variant: 'destructive',
    });
    expect(failureToast('Login failed', new ApiError(401, 'Invalid username or password'))).toEqual(
      {
        title: 'Login failed',
        description: 'Invalid username or password',
        variant: 'destructive',
      },
    );
  });

  it('says something a person can act on when there are no words', () => {
    expect(failureToast('Logout failed', new ApiError(500, '')).description).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
