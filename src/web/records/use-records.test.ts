import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { recordsQueryOptions, recordsQueryKey } from './use-records';
import { queryClient } from '../lib/query-client';

const serverError = new ApiError(500, 'Internal Server Error');
const forbidden = new ApiError(403, 'Forbidden');

/** Whether a list query of this kind would retry after `failures` failures. */
function retries(
  kindKey: Parameters<typeof recordsQueryOptions>[0],
  failures: number,
  error = serverError,
) {
  const own = recordsQueryOptions(kindKey).retry;
  const retry = own ?? queryClient.getDefaultOptions().queries!.retry;
  return typeof retry === 'function' ? retry(failures, error) : retry;
}

describe('list screen retries', () => {
  it("retries part 2's list screens up to three times (part 2 §7)", () => {
    for (const kind of [
      'professional-contacts',
      'debts-liabilities',
      'medical-information',
      'business-interests',
    ] as const) {
      expect(retries(kind, 2)).toBe(true);
      expect(retries(kind, 3)).toBe(false);
      expect(retries(kind, 0, forbidden)).toBe(false);
    }
  });

  it("retries part 1's list screens up to twice (part 1 §7)", () => {
    expect(retries('bank-accounts', 1)).toBe(true);
    expect(retries('bank-accounts', 2)).toBe(false);
  });

  it('keys each list by its API path', () => {
    expect(recordsQueryKey('bank-accounts')).toEqual(['/api/banking-accounts']);
    expect(recordsQueryOptions('debts-liabilities').queryKey).toEqual(['/api/debts-liabilities']);
  });
});
