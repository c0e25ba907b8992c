import type { FastifyRequest } from 'fastify';
import type { AccessAction } from '../../domain/trusted-people';
import type { Database } from '../db/client';
import { accessEvents } from '../db/schema';
import type { VaultScope } from './vault-access';

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
): Promise<void> {
  if (!scope?.trusted) return;
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
