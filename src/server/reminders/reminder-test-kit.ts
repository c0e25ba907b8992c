import type { FastifyInstance } from 'fastify';
import { recordKindByKey, type RecordKindKey } from '../../domain/records';
import { sampleRecord } from '../testing/record-samples';

export { readOutbox } from '../testing/outbox';

/** Test helper: creates a record of `kindKey` with every date empty but the ones given. */
export async function createRecord(
  app: FastifyInstance,
  cookie: string,
  kindKey: RecordKindKey,
  values: Record<string, unknown>,
): Promise<string> {
  const kind = recordKindByKey(kindKey)!;
  const body = sampleRecord(kind, 'r');
  for (const [name, field] of Object.entries(kind.fields)) {
    if (field.type === 'date') body[name] = null;
  }
  if ('isActive' in kind.fields) body.isActive = true;
  if ('isRecurring' in kind.fields) body.isRecurring = false;
  if ('isCompleted' in kind.fields) body.isCompleted = false;
  const res = await app.inject({
    method: 'POST',
    url: kind.apiPaths[0],
    headers: { cookie },
    payload: { ...body, ...values },
  });
  if (res.statusCode !== 201) throw new Error(`create ${kindKey}: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** An 'Etc/GMT…' zone where it is between 9:00 and 22:59 at `now` (reminders are due there). */
export function zoneWhereRemindersAreDue(now = new Date()): string {
  for (let east = -12; east <= 14; east++) {
    const hour = (now.getUTCHours() + east + 24) % 24;
    if (hour >= 9 && hour <= 22)
      return east === 0 ? 'UTC' : `Etc/GMT${east > 0 ? '-' : '+'}${Math.abs(east)}`;
  }
  throw new Error('no zone found');
}
