import { useState } from 'react';
import type {
  Designation,
  InheritancePlan,
} from '../../../../../domain/estate-plan/inheritance-api';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { useSaveMatch, type MatchChoice } from './use-inheritance';

type Option = { value: string; label: string; choice: MatchChoice };

/**
 * "Who is this?": the owner picks the family member a name on a beneficiary field means, or
 * says it is someone outside the family, or goes back to the automatic match. Kept on the
 * server for this record and this wording of the name.
 */
export function MatchDialog({
  designation,
  family,
  onClose,
}: {
  designation: Designation | null;
  family: InheritancePlan['family'];
  onClose: () => void;
}) {
  const save = useSaveMatch();
  const current =
    designation?.status === 'outside'
      ? 'outside'
      : designation?.status === 'confirmed'
        ? designation.memberIds[0]
        : designation?.memberIds.length === 1
          ? designation.memberIds[0]
          : '';
  const [picked, setPicked] = useState<string>(current ?? '');
  const options: Option[] = [
    ...family.map((m) => ({
      value: m.id,
      label: `${m.name}${m.relationship ? ` (${m.relationship}${m.formerSpouse ? ', former' : ''})` : ''}`,
      choice: { familyMemberId: m.id } as MatchChoice,
    })),
    { value: 'outside', label: 'Someone outside the family', choice: { outsideFamily: true } },
    ...(designation?.status === 'confirmed' || designation?.status === 'outside'
      ? [
          {
            value: 'automatic',
            label: 'Match automatically again',
            choice: { automatic: true } as MatchChoice,
          },
        ]
      : []),
  ];
  const chosen = options.find((o) => o.value === picked);
  return (
    <Dialog open={designation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Who is “{designation?.name}”?</DialogTitle>
          <DialogDescription>
            Named as “{designation?.text}” on {designation?.title}. Your answer is kept for this
            record until the name on it changes.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-1.5">
          <legend className="sr-only">Who this is</legend>
          {options.map((o) => (
            <label
              key={o.value}
              className="hover:bg-muted flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm"
            >
              <input
                type="radio"
                name="match"
                value={o.value}
                className="accent-primary size-4"
                checked={picked === o.value}
                onChange={() => setPicked(o.value)}
              />
              {o.label}
            </label>
          ))}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!chosen || save.isPending || !designation}
            onClick={() =>
              designation &&
              chosen &&
              save.mutate(
                {
                  target: {
                    recordKind: designation.recordKind,
                    recordId: designation.recordId,
                    position: designation.position,
                  },
                  choice: chosen.choice,
                },
                { onSuccess: onClose },
              )
            }
          >
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
