import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RECORD_KINDS } from '../../domain/records';
import { recordDisplay } from '../../domain/records/display';
import type { firstListSchema } from '../../domain/vault';
import { SESSION_COOKIE } from '../http/request-user';

/** Each record kind's list path, by the screen that shows the list (`/family` → its API path). */
const LIST_OF_SCREEN: ReadonlyMap<string, string> = new Map(
  RECORD_KINDS.map((kind) => [recordDisplay(kind.key).route, kind.apiPaths[0]]),
);

/**
 * The rows of the record list the screen at `screenPath` shows, asked in the session just
 * started, for the sign-in's answer (POST /api/login `firstScreen`). A screen opened from a link
 * (/family) needs its list; asked by the browser after the sign-in's answer, that is a second
 * round trip on a phone's network (~600 ms of README's "sign-in to the first list"). Asked here
 * through the list's own route (its checks, its cache, its ETag), in the person's own records, as
 * the browser's request would be before the device's chosen vault is known (vault-switch.ts drops
 * it when the sign-in lands elsewhere). Undefined for a screen without a list or any answer but
 * a 200: the browser then asks for the list itself.
 */
export async function firstListAtSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  sessionCookie: string,
  screenPath: string | undefined,
): Promise<z.infer<typeof firstListSchema> | undefined> {
  const path = screenPath === undefined ? undefined : LIST_OF_SCREEN.get(screenPath);
  if (!path) return undefined;
  const answer = await app.inject({
    method: 'GET',
    url: path,
    // Only the new session: no vault header, so the list is the person's own.
    headers: { cookie: `${SESSION_COOKIE}=${sessionCookie}` },
    remoteAddress: request.ip,
  });
  if (answer.statusCode !== 200) return undefined;
  const rows: unknown = answer.json();
  if (!Array.isArray(rows)) return undefined;
  const etag = answer.headers.etag;
  return { path, rows, ...(typeof etag === 'string' ? { etag } : {}) };
}
