import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { systemLogs } from '../db/schema';

export type AuditLevel = 'info' | 'warning' | 'error';

/** One audited event: what happened, to what, by whom. Never field values, passwords or tokens. */
export interface AuditEvent {
  action: string;
  message: string;
  level?: AuditLevel;
  userId?: string | null;
  targetKind?: string;
  targetId?: string;
}

/**
 * What the audit log covers, for the Security Centre. Keep it in step with the `audit()` calls:
 * an event type added or removed there belongs in this sentence too.
 */
export const AUDIT_COVERAGE =
  'Sign-ins and failed sign-ins, sign-outs, password changes and resets, email changes and address confirmations, trusted-people invitations and every step of a grant, wrong passwords given for a sensitive change and the waits they start, every record created, changed or deleted, file uploads and downloads, reports generated and custom reports saved or deleted, who a beneficiary is and the settlement figures of estate planning, recovery-key and data-key changes, two-factor enrolments, turn-offs, recovery-code uses and wrong codes, data exports and imports, and every administrator action; never the contents';

/** What each audit row records about where a request came from (see requestOrigin). */
export const AUDIT_ORIGIN = 'IP address and browser';

/** Where the request came from, as the audit log records it. */
export function requestOrigin(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return { ipAddress: request.ip, userAgent: agent ? agent.slice(0, 500) : null };
}

/**
 * Appends a row to system_logs. Pass the transaction when the event belongs to one, so the
 * audit row commits (or rolls back) with the change it describes.
 */
export async function audit(
  db: Database,
  request: FastifyRequest,
  event: AuditEvent,
): Promise<void> {
  await db.insert(systemLogs).values({
    action: event.action,
    message: event.message,
    level: event.level ?? 'info',
    userId: event.userId ?? request.currentUser?.id ?? null,
    targetKind: event.targetKind,
    targetId: event.targetId,
    ...requestOrigin(request),
  });
}
