import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  getQueryFn,
  isUnauthorizedError,
  readJson,
  serverMessage,
} from './api';

/** Makes every fetch answer with these responses in turn, and records what was asked. */
function answer(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const res of responses) fetchMock.mockResolvedValueOnce(res);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The error apiRequest throws for this response. */
async function errorFor(res: Response): Promise<ApiError> {
  answer(res);
  const error = await apiRequest('POST', '/api/family-members', {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the error a failed request throws', () => {
  it("carries the status and the server's message as '{status}: {message}'", async () => {
    const error = await errorFor(json(404, { message: 'Family member not found' }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('404: Family member not found');
    expect(error.errors).toEqual([]);
  });

  it('keeps the field errors of a 400, so a form can show each under its field', async () => {
    const errors = [
      { path: 'name', message: 'Name is required' },
      { path: 'relationship', message: 'Choose a relationship' },
    ];
    const error = await errorFor(
      json(400, { message: 'Invalid input: name, relationship', errors }),
    );
    expect(error.message).toBe('400: Invalid input: name, relationship');
    expect(error.errors).toEqual(errors);
  });

  it('ignores an errors field that is not a list of {path, message}', async () => {
    const error = await errorFor(json(400, { message: 'Bad', errors: [{ field: 'name' }] }));
    expect(error.errors).toEqual([]);
  });

  it("prefers a nested error.message (a provider's format) over a top-level message", async () => {
    const error = await errorFor(
      json(502, { error: { message: 'The AI service is busy' }, message: 'Bad gateway' }),
    );
    expect(error.message).toBe('502: The AI service is busy');
  });

  it("falls back to the raw text of a non-JSON answer (a proxy's page), then the status text", async () => {
    expect((await errorFor(new Response('Gateway Timeout', { status: 504 }))).message).toBe(
      '504: Gateway Timeout',
    );
    expect(
      (await errorFor(new Response('', { status: 503, statusText: 'Service Unavailable' })))
        .message,
    ).toBe('503: Service Unavailable');
  });

  it('is recognised as "signed out" only for the 401 the server sends', async () => {
    expect(isUnauthorizedError(await errorFor(json(401, { message: 'Unauthorized' })))).toBe(true);
    expect(isUnauthorizedError(await errorFor(json(403, { message: 'Unauthorized' })))).toBe(false);
    expect(isUnauthorizedError(new Error('Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('apiRequest', () => {
  it('sends a body as JSON with the session cookie and answers the response when OK', async () => {
    const fetchMock = answer(json(201, { id: 'm1' }));
    const res = await apiRequest('POST', '/api/family-members', { name: 'Ann' });
    expect(await res.json()).toEqual({ id: 'm1' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/family-members');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"name":"Ann"}',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('sends no body and no JSON content type without one', async () => {
    const fetchMock = answer(new Response(null, { status: 204 }));
    await apiRequest('DELETE', '/api/family-members/m1');
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('passes the abort signal to fetch, so Cancel stops the request', async () => {
    // Before: apiRequest took no signal, so the download dialog's Cancel left fetch running.
    const fetchMock = answer(json(200, {}));
    const controller = new AbortController();
    await apiRequest('POST', '/api/account/export', { password: 'pw' }, controller.signal);
    expect(fetchMock.mock.calls[0][1]?.signal).toBe(controller.signal);
  });
});

describe('serverMessage (what a toast shows)', () => {
  it("shows the server's words without the status", () => {
    expect(serverMessage(new ApiError(409, 'That email is already in use'))).toBe(
      'That email is already in use',
    );
    expect(serverMessage(new Error('Network request failed'))).toBe('Network request failed');
  });

  it('shows the fallback when there are no words to show', () => {
    expect(serverMessage(undefined)).toBe('Something went wrong. Please try again.');
    expect(serverMessage('500: boom')).toBe('Something went wrong. Please try again.');
    expect(serverMessage(new Error('500: '), 'Failed to save')).toBe('Failed to save');
  });
});

describe('readJson', () => {
  it('reads a JSON answer, and an empty one (204) as null', async () => {
    expect(await readJson(json(200, [{ id: 'a' }]))).toEqual([{ id: 'a' }]);
    expect(await readJson(new Response(null, { status: 204 }))).toBeNull();
  });
});

describe('the query function', () => {
  const run = (fn: ReturnType<typeof getQueryFn>, client: QueryClient, key: unknown[]) =>
    client.fetchQuery({ queryKey: key, queryFn: fn, staleTime: 0, retry: false });

  it('gives null for a signed-out user when asked to, and throws the 401 otherwise', async () => {
    const client = new QueryClient();
    answer(json(401, { message: 'Unauthorized' }));
    expect(await run(getQueryFn({ on401: 'returnNull' }), client, ['/api/user'])).toBeNull();
    answer(json(401, { message: 'Unauthorized' }));
    const error = await run(getQueryFn({ on401: 'throw' }), client, ['/api/documents']).catch(
      (e: unknown) => e,
    );
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('asks with the ETag of the cached list and keeps showing it on 304 Not Modified', async () => {
    const client = new QueryClient();
    const key = ['/api/family-members', { q: 'ann' }];
    const fn = getQueryFn<unknown>({ on401: 'throw' });
    const first = answer(json(200, [{ id: 'm1', name: 'Ann' }], { etag: '"r1"' }));
    expect(await run(fn, client, key)).toEqual([{ id: 'm1', name: 'Ann' }]);
    expect(first.mock.calls[0][0]).toBe('/api/family-members?q=ann');

    const second = answer(new Response(null, { status: 304 }));
    expect(await run(fn, client, key)).toEqual([{ id: 'm1', name: 'Ann' }]);
    expect(second.mock.calls[0][1]?.headers).toEqual({ 'If-None-Match': '"r1"' });
  });

  it('sends no ETag when the cache holds nothing for the key', async () => {
    const fn = getQueryFn<unknown>({ on401: 'throw' });
    answer(json(200, [], { etag: '"r7"' }));
    await run(fn, new QueryClient(), ['/api/documents']);
    const fetchMock = answer(json(200, []));
    await run(fn, new QueryClient(), ['/api/documents']);
    expect(fetchMock.mock.calls[0][1]?.headers).toBeUndefined();
  });
});
