import type { QueryClient, QueryFunction } from '@tanstack/react-query';
import { userTimeZone } from './time-zone';
import { vaultHeaders } from './vault';

/** One field error from a 400 answer (`errors: [{ path, message }]`, docs/api.md). */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * A non-OK answer. The message is '{status}: {detail}' (part 1 §8): other code and the
 * retry rules read the status from the message, so keep that format.
 */
export class ApiError extends Error {
  readonly status: number;
  /** Field errors the server listed for a 400, else empty. */
  readonly errors: FieldError[];

  constructor(status: number, detail: string, errors: FieldError[] = []) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

function isFieldErrorList(value: unknown): value is FieldError[] {
  return (
    Array.isArray(value) &&
    value.every((e) => typeof e?.path === 'string' && typeof e?.message === 'string')
  );
}

/** Turns a non-OK response into an ApiError, picking the detail in the spec's order. */
export async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's HTML page, say): the raw text is the detail.
  }
  const b = (body ?? {}) as { error?: { message?: unknown }; message?: unknown; errors?: unknown };
  const detail =
    (typeof b.error?.message === 'string' && b.error.message) ||
    (typeof b.message === 'string' && b.message) ||
    text ||
    res.statusText;
  return new ApiError(res.status, detail, isFieldErrorList(b.errors) ? b.errors : []);
}

/**
 * The time zone chosen in Preferences (time-zone.ts), sent with every request so the server
 * stamps days (a checklist item's completion) as the user's calendar day, the day pages show.
 */
export function timeZoneHeader(): Record<string, string> {
  return { 'X-Time-Zone': userTimeZone() };
}

/**
 * Sends a JSON request with the session cookie and the open vault's header (vault.ts); throws
 * ApiError on a non-OK answer. `signal` cancels it, the reading of a streamed answer's body too
 * (a long download's Cancel button).
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: {
      ...timeZoneHeader(),
      ...vaultHeaders(),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal,
  });
  if (!res.ok) throw await toApiError(res);
  return res;
}

/**
 * Sends multipart form data (a file upload) with the session cookie; throws ApiError on a
 * non-OK answer. No Content-Type is set: the browser adds multipart's with its boundary.
 */
export async function apiUpload(
  url: string,
  body: FormData,
  signal?: AbortSignal,
): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    body,
    headers: vaultHeaders(),
    credentials: 'include',
    signal,
  });
  if (!res.ok) throw await toApiError(res);
  return res;
}

/** Reads a JSON answer; an empty body (204) gives null. */
export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** True for the spec's unauthorised error: message starts with 401 and says Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message.startsWith('401') &&
    error.message.includes('Unauthorized')
  );
}

/** The server's words without the status prefix, for toasts that show "the server message". */
export function serverMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (!(error instanceof Error)) return fallback;
  return error.message.replace(/^\d{3}: /, '') || fallback;
}

/** Query parameters as a query key carries them; empty values are left out of the URL. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * The one query-key convention: `[path, params?]`, e.g. ['/api/admin/logs', { level: 'error' }].
 * Every query of a path shares its first element, so invalidating `[path]` refreshes them all,
 * whatever their filter. The URL is the path plus the non-empty params as a query string.
 */
export function queryKeyUrl(queryKey: readonly unknown[]): string {
  const [path, params] = queryKey;
  if (typeof path !== 'string') throw new Error('A query key starts with its API path');
  const query = new URLSearchParams();
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params as QueryParams)) {
      if (value !== undefined && value !== null && String(value).trim() !== '')
        query.set(name, String(value).trim());
    }
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The last ETag each URL answered with (record lists send one). Only the tag is kept here: the
 * data stays in the query cache, and a tag is sent only while the cache still holds that data.
 */
const etags = new Map<string, string>();

/**
 * Holds `data` as GET `url`'s answer, brought by another request (the sign-in's firstList), with
 * its ETag, so that the screen renders it at once and its next refetch can answer 304.
 */
export function holdAnswer(client: QueryClient, url: string, data: unknown, etag?: string): void {
  if (etag) etags.set(url, etag);
  else etags.delete(url);
  client.setQueryData([url], data);
}

/**
 * Query function factory: GET on the key's URL (queryKeyUrl); a 401 yields null or throws.
 * A refetch sends If-None-Match with the tag of the data in the cache; a 304 keeps that data
 * (API answers are `no-store`, so the browser's own cache never revalidates them for us).
 */
export function getQueryFn<T>({
  on401,
}: {
  on401: 'returnNull' | 'throw';
}): QueryFunction<T | null> {
  return async ({ queryKey, signal, client }) => {
    const url = queryKeyUrl(queryKey);
    const cached = client.getQueryData<T>(queryKey);
    const etag = cached !== undefined ? etags.get(url) : undefined;
    // Whose records: the open vault's header (record, insight and report routes honour it).
    const headers = { ...vaultHeaders(), ...(etag ? { 'If-None-Match': etag } : {}) };
    const res = await fetch(url, {
      credentials: 'include',
      signal,
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
    });
    if (res.status === 304 && cached !== undefined) return cached;
    if (on401 === 'returnNull' && res.status === 401) return null;
    if (!res.ok) throw await toApiError(res);
    const tag = res.headers.get('etag');
    if (tag) etags.set(url, tag);
    else etags.delete(url);
    return readJson<T>(res);
  };
}

/** The default query function every query uses unless it gives its own. */
export const defaultQueryFn = getQueryFn<unknown>({ on401: 'throw' });
