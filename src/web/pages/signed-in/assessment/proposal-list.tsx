import { useState } from 'react';
import { Link } from 'react-router';
import type { Proposal } from '../../../../domain/assessment/api';
import { CHECKLIST_PRIORITY_LABELS } from '../../../../domain/records/estate-checklist-items';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

const STATUS_LABEL: Record<Proposal['status'], string> = {
  new: '',
  added: 'On your checklist',
  completed: 'Done',
};

/**
 * What the answers suggest for the checklist: she adds all, some or none. What is already on
 * the checklist is shown as such and cannot be added twice.
 */
export function ProposalList({
  proposals,
  adding,
  onAdd,
}: {
  proposals: readonly Proposal[];
  adding: boolean;
  onAdd: (keys: string[]) => void;
}) {
  const fresh = proposals.filter((p) => p.status === 'new').map((p) => p.key);
  // Everything new starts chosen; unticking leaves it out.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const chosen = fresh.filter((key) => !left.has(key));
  const toggle = (key: string, on: boolean) =>
    setLeft((prev) => {
      const next = new Set(prev);
      if (on) next.delete(key);
      else next.add(key);
      return next;
    });

  if (proposals.length === 0)
    return (
      <p className="text-muted-foreground">
        Your answers suggest nothing new. Well done: review them again after a birth, death,
        marriage or move.
      </p>
    );

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {proposals.map((p) => {
          const id = `proposal-${p.key}`;
          const isNew = p.status === 'new';
          return (
            <li key={p.key} className="flex items-start gap-3 rounded-lg border p-3 sm:p-4">
              <input
                id={id}
                type="checkbox"
                disabled={!isNew || adding}
                checked={isNew ? !left.has(p.key) : true}
                onChange={(e) => toggle(p.key, e.target.checked)}
                className="accent-primary mt-1 size-5 shrink-0"
              />
              <div className="grid min-w-0 flex-1 gap-1">
                <label htmlFor={id} className="font-medium">
                  {p.title}
                </label>
                <p className="text-muted-foreground text-sm">{p.description}</p>
                <div className="flex flex-wrap gap-1.5">
                  <Badge variant="secondary">{p.category}</Badge>
                  <Badge variant="outline">
                    {CHECKLIST_PRIORITY_LABELS[p.priority as 1 | 2 | 3]}
                  </Badge>
                  {!isNew && <Badge variant="outline">{STATUS_LABEL[p.status]}</Badge>}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {fresh.length === 0 ? (
        // Everything suggested is on the checklist: no "Add the 0 chosen" left to press (issue 41).
        <div className="flex flex-wrap items-center gap-3">
          <p>Everything your answers suggest is on your checklist.</p>
          <Button asChild variant="outline">
            <Link to="/estate-planning">Open the checklist</Link>
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button disabled={adding} onClick={() => onAdd(fresh)}>
            Add all to checklist
          </Button>
          <Button
            variant="outline"
            disabled={adding || chosen.length === 0 || chosen.length === fresh.length}
            onClick={() => onAdd(chosen)}
          >
            Add the {chosen.length} chosen
          </Button>
          <Button asChild variant="ghost">
            <Link to="/estate-planning">Not now</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
