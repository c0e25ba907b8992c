/**
 * The ticked steps of an owner's executor plan. Each tick's step key is sealed under the owner's
 * data key (it names a record: what the executor is dealing with), so reading them needs the
 * owner's key unlocked, by the owner's session or an executor's open grant.
 */
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { openRow, sealRow } from '../crypto/row-sealer';
import { executorPlanTicks, users } from '../db/schema';
import type { Database } from '../db/client';
import { displayName } from '../trusted-people/grant-store';

const TABLE = 'executor_plan_ticks';
const identity = (rowId: string, userId: string) => ({ table: TABLE, rowId, userId });

/** A tick as read back: its row, step, who ticked it (a name) and when. */
export interface Tick {
  id: string;
  step: string;
  by: string;
  at: Date;
}

/** Every tick in the owner's plan, opened (a row that will not open is left out). */
export async function loadTicks(ctx: AppContext, ownerId: string): Promise<Tick[]> {
  const rows = await ctx.db
    .select()
    .from(executorPlanTicks)
    .where(eq(executorPlanTicks.userId, ownerId));
  const people = await namesOf(
    ctx.db,
    rows.map((r) => r.doneBy),
  );
  const ticks: Tick[] = [];
  for (const row of rows) {
    const opened = await openRow(ctx.keys, identity(row.id, ownerId), row.sealed);
    if (typeof opened.step !== 'string') continue;
    ticks.push({
      id: row.id,
      step: opened.step,
      by: (row.doneBy && people.get(row.doneBy)) || 'A deleted account',
      at: row.doneAt,
    });
  }
  return ticks;
}

async function namesOf(db: Database, ids: Array<string | null>) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, displayName(u)]));
}

/**
 * Ticks or unticks one step. Ticking an already ticked step keeps the first tick (who did it
 * first stays on record); unticking removes every tick of the step. Returns whether it changed.
 */
export async function setTick(
  ctx: AppContext,
  ownerId: string,
  step: string,
  done: boolean,
  by: string,
): Promise<boolean> {
  const existing = (await loadTicks(ctx, ownerId)).filter((t) => t.step === step);
  if (done) {
    if (existing.length > 0) return false;
    const id = crypto.randomUUID();
    const sealed = await sealRow(ctx.keys, identity(id, ownerId), { step });
    await ctx.db
      .insert(executorPlanTicks)
      .values({ id, userId: ownerId, doneBy: by, sealed: sealed! });
    return true;
  }
  if (existing.length === 0) return false;
  await ctx.db.delete(executorPlanTicks).where(
    inArray(
      executorPlanTicks.id,
      existing.map((t) => t.id),
    ),
  );
  return true;
}
