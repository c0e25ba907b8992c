import { useId } from 'react';
import { Circle, CircleCheck, Pencil } from 'lucide-react';
import { formatDate } from '../../../../domain/format';
import { CHECKLIST_PRIORITY_LABELS } from '../../../../domain/records/estate-checklist-items';
import type { RecordJson } from '../../../../domain/records/record-schema';
import { cardView } from '../../../../domain/records/display';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { useCanWrite } from '../../../lib/vault';
import { DeleteRecordButton } from '../../../records/delete-record';
import { RecordHistoryButton } from '../../../records/record-history';
import { LockedBadge, LockedNote } from '../../../records/locked-record';
import { badgeToneProps } from '../../../records/record-card';
import { kindAndDisplay } from '../../../records/use-records';

const KIND = 'estate-checklist-items';
const PRIORITY_LABELS: readonly string[] = Object.values(CHECKLIST_PRIORITY_LABELS);

/** Props of one category's card. */
export interface ChecklistGroupProps {
  category: string;
  items: RecordJson[];
  onToggle: (item: RecordJson) => void;
  onEdit: (item: RecordJson) => void;
  pendingIds: readonly (string | undefined)[];
}

/** One category: its heading with the done count, then its items. */
export function ChecklistGroup({ category, items, ...rest }: ChecklistGroupProps) {
  const headingId = useId();
  const done = items.filter((item) => item.isCompleted === true).length;
  return (
    <section aria-labelledby={headingId}>
      <Card className="gap-0 py-0">
        <header className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
          <CardTitle id={headingId} className="font-display">
            {category}
          </CardTitle>
          <span className="text-muted-foreground text-sm tabular-nums">
            {done} of {items.length} done
          </span>
        </header>
        <ul className="divide-y">
          {items.map((item) => (
            <ChecklistItemRow key={item.id} item={item} {...rest} />
          ))}
        </ul>
      </Card>
    </section>
  );
}

function ChecklistItemRow({
  item,
  onToggle,
  onEdit,
  pendingIds,
}: Omit<ChecklistGroupProps, 'category' | 'items'> & { item: RecordJson }) {
  const { kind, display } = kindAndDisplay(KIND);
  const view = cardView(display, kind, item);
  const priority = view.badges.find((b) => PRIORITY_LABELS.includes(b.text));
  const completed = item.isCompleted === true;
  const completedOn = completed ? formatDate(item.completedDate as string | null) : '';
  const description = typeof item.description === 'string' ? item.description.trim() : '';
  const Icon = completed ? CircleCheck : Circle;
  // Its encrypted details cannot be opened, so the server refuses to save it: delete only.
  const locked = item.locked === true;
  // Reading a vault one may not change: no toggle, no Edit (DeleteRecordButton hides itself).
  const canWrite = useCanWrite();

  return (
    <li className="flex items-start gap-3 px-4 py-4 sm:px-5">
      <button
        type="button"
        aria-label={`Mark ${view.title} ${completed ? 'not complete' : 'complete'}`}
        aria-busy={pendingIds.includes(item.id) || undefined}
        disabled={locked || !canWrite}
        onClick={() => onToggle(item)}
        className={cn(
          'focus-visible:ring-ring/50 -m-1 shrink-0 cursor-pointer rounded-full p-1 transition-colors max-sm:-m-2.5 max-sm:p-2.5 outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50',
          completed
            ? 'text-emerald-600 hover:text-emerald-700 dark:text-emerald-400'
            : 'text-muted-foreground hover:text-primary',
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
      </button>
      <div className="grid min-w-0 flex-1 gap-1.5 pt-0.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3
            className={cn(
              'min-w-0 font-medium break-words',
              completed && 'text-muted-foreground line-through',
            )}
          >
            {view.title}
          </h3>
          {locked && <LockedBadge />}
          {priority && <Badge {...badgeToneProps(priority.tone)}>{priority.text}</Badge>}
        </div>
        {locked && <LockedNote />}
        {description && (
          <p className="text-muted-foreground text-sm break-words whitespace-pre-line">
            {description}
          </p>
        )}
        {completedOn && (
          <p className="text-xs font-medium text-emerald-700 dark:text-emerald-400">
            Completed: {completedOn}
          </p>
        )}
      </div>
      <div className="-mt-1 -mr-2 flex shrink-0">
        {!locked && canWrite && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit ${view.title}`}
            onClick={() => onEdit(item)}
          >
            <Pencil />
          </Button>
        )}
        <RecordHistoryButton kindKey={KIND} recordId={item.id} title={view.title} />
        <DeleteRecordButton kindKey={KIND} record={item} title={view.title} />
      </div>
    </li>
  );
}
