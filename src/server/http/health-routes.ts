import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';

/** A readiness probe gives each dependency this long before calling it unreachable. */
export const READINESS_TIMEOUT_MS = 3_000;

type PartState = 'ok' | 'unreachable';

/** Runs one check with a deadline: a black-holed connection must not hang the probe. */
async function probe(
  check: () => Promise<unknown>,
  log: (err: unknown) => void,
): Promise<PartState> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READINESS_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), deadline]);
    return 'ok';
  } catch (err) {
    log(err);
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: the process is up and serving (200, no dependency asked), for restarts.
 * `GET /readyz`: the database answers `select 1` and the file store answers (the folder, or
 * HeadBucket), 200 or 503 naming the part that failed; for a load balancer to send traffic or
 * not. Checked afresh on every call, so it recovers as soon as the part does. Neither needs a
 * session, and neither is logged per request (probes come every few seconds).
 */
export function healthRoutes(ctx: Pick<AppContext, 'db' | 'files'>): FastifyPluginAsync {
  return async (app) => {
    const quiet = { logLevel: 'warn' as const };
    app.get('/healthz', quiet, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok' }),
    );
    app.get('/readyz', quiet, async (request, reply) => {
      const [database, storage] = await Promise.all([
        probe(
          () => ctx.db.execute(sql`select 1`),
          (err) => request.log.warn({ err }, 'readiness: database unreachable'),
        ),
        probe(
          () => ctx.files.check(),
          (err) => request.log.warn({ err }, 'readiness: file storage unreachable'),
        ),
      ]);
      const ready = database === 'ok' && storage === 'ok';
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ok' : 'unavailable', database, storage });
    });
  };
}
