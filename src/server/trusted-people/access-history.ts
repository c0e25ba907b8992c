import type { FastifyRequest } from 'fastify';
import type { AccessAction } from '../../domain/trusted-people';
import type { Database } from '../db/client';
import { accessEvents } from '../db/schema';
import type { VaultScope } from '../vault-scope/vault-scope';

/**
 * Repeated views of the same list by the same person within this window are one entry: a
 * refetch or a reload is not news to the owner, the history stays readable, and a trusted
 * person's reads do not each cost a write (bench: `BENCH_SCENARIOS=trusted`). Downloads,
 * exports and changes are always recorded.
 */
export const VIEW_WINDOW_MS = 60_000;
const lastViews = new Map<string, number>();

function seenRecently(key: string, now: number): boolean {
  const last = lastViews.get(key);
  if (last !== undefined && now - last < VIEW_WINDOW_MS) return true;
  if (lastViews.size > 10_000)
    for (const [k, at] of lastViews) if (now - at >= VIEW_WINDOW_MS) lastViews.delete(k);
  lastViews.set(key, now);
  return false;
}

/**
 * Adds an entry to the owner's access history when a trusted person read, downloaded, exported
 * or changed something; the owner's own requests are not listed. Pass the transaction of a
 * change so the entry commits with it.
 */
export async function recordAccess(
  db: Database,
  request: FastifyRequest,
  scope: VaultScope | undefined,
  event: { action: AccessAction; area: string; recordId?: string | null },
  now = Date.now(),
): Promise<void> {
  if (!scope?.trusted) return;
  // A search runs as the person types: one entry a minute says enough, like repeated views.
  if (
    (event.action === 'view' || event.action === 'search') &&
    seenRecently(`${scope.trusted.grantId}:${event.area}:${event.recordId ?? ''}`, now)
  )
    return;
  await db.insert(accessEvents).values({
    ownerId: scope.ownerId,
    granteeId: scope.trusted.granteeId,
    grantId: scope.trusted.grantId,
    action: event.action,
    area: event.area,
    recordId: event.recordId ?? null,
    ipAddress: request.ip,
  });
}
