import type { ExportedPlanTick } from '../../../domain/data-export/records-json';
import { buildPlanFor, type PlanReason } from '../../../domain/executor-plan/executor-plan';
import type { RecordJson, RecordKindKey } from '../../../domain/records';
import type { AppContext } from '../../context';
import { loadTicks } from '../../executor-plan/plan-ticks';

/**
 * The owner's executor plan as "Download my data" holds it (issue 29): each step ticked off,
 * oldest first, with what the plan calls it now (built from the same records the download
 * holds; '' when its record has gone), who ticked it and when. Opened in the owner's session.
 */
export async function exportedPlanTicks(
  ctx: AppContext,
  userId: string,
  records: ReadonlyMap<RecordKindKey, RecordJson[]>,
): Promise<ExportedPlanTick[]> {
  const ticks = await loadTicks(ctx, userId);
  if (ticks.length === 0) return [];
  // Whichever plan the reason chose (issue 45): a tick's key is in one of them.
  const reasons: PlanReason[] = ['other', 'incapacitated', 'died'];
  const titles = new Map(
    reasons.flatMap((reason) =>
      buildPlanFor(reason, Object.fromEntries(records)).map((s) => [s.key, s.title] as const),
    ),
  );
  return ticks
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((t) => ({
      step: t.step,
      title: titles.get(t.step) ?? '',
      doneBy: t.by,
      doneAt: t.at.toISOString(),
    }));
}
