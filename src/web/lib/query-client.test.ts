import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import {
  queryClient,
  retryDelay,
  retryUpTo,
  SCREEN_QUERY_RETRIES,
  shouldRetryMutation,
  shouldRetryQuery,
} from './query-client';

const serverFault = new ApiError(500, 'Something went wrong on our side. Please try again.');
const CLIENT_ERRORS = [400, 401, 403, 404, 409, 422, 429].map(
  (status) => new ApiError(status, 'refused'),
);

/** How many times a query's function runs before it settles, with the app's retry rules. */
async function attemptsOf(error: unknown, retry = queryClient.getDefaultOptions().queries!.retry) {
  let attempts = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry, retryDelay: 0 } } });
  await client
    .fetchQuery({
      queryKey: ['/api/anything'],
      queryFn: async () => {
        attempts += 1;
        throw error;
      },
    })
    .catch(() => undefined);
  return attempts;
}

/** How many times a mutation runs before it gives up, with the app's retry rules. */
async function mutationAttemptsOf(error: unknown) {
  let attempts = 0;
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: shouldRetryMutation, retryDelay: 0 } },
  });
  await new MutationObserver(client, {
    mutationFn: async () => {
      attempts += 1;
      throw error;
    },
  })
    .mutate()
    .catch(() => undefined);
  return attempts;
}

describe('query retries', () => {
  it('tries a query 3 times in all (2 retries) when the server fails', async () => {
    expect(await attemptsOf(serverFault)).toBe(3);
  });

  it("tries a list screen's query 4 times in all (3 retries)", async () => {
    expect(await attemptsOf(serverFault, retryUpTo(SCREEN_QUERY_RETRIES))).toBe(4);
  });

  it('never retries a client error: the same request gets the same answer', async () => {
    for (const error of CLIENT_ERRORS) expect(await attemptsOf(error), error.message).toBe(1);
  });

  it('reads the status from a plain error message in the "{status}: ..." format', () => {
    expect(shouldRetryQuery(0, new Error('403: Forbidden'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('502: Bad Gateway'))).toBe(true);
  });

  it('retries an error without a status (a dropped connection) within the limit', () => {
    const dropped = new Error('socket hang up');
    expect(shouldRetryQuery(0, dropped)).toBe(true);
    expect(shouldRetryQuery(1, dropped)).toBe(true);
    expect(shouldRetryQuery(2, dropped)).toBe(false);
  });
});

describe('mutation retries', () => {
  it('sends a failed save once more when the server fails', async () => {
    expect(await mutationAttemptsOf(serverFault)).toBe(2);
  });

  it('never repeats a save the server refused', async () => {
    for (const error of CLIENT_ERRORS)
      expect(await mutationAttemptsOf(error), error.message).toBe(1);
  });
});

describe('retry delay', () => {
  it('doubles from 1 s and stops growing at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
