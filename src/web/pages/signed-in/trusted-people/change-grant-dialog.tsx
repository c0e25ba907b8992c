import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { widensGrant } from '../../../../domain/grant-changes';
import {
  DEFAULT_WAIT_DAYS,
  ROLE_INFO,
  TRUSTED_ROLES,
  WAIT_DAY_CHOICES,
  type TrustedPerson,
  type TrustedRole,
} from '../../../../domain/trusted-people';
import { AreaCheckboxes } from '../../../components/area-checkboxes';
import { PasswordConfirmDialog } from '../../../components/password-confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../../../lib/api';
import { NativeSelect } from '../../../records/native-select';
import { daysText, personName } from './grant-words';
import { useRefreshTrustedPeople } from './use-trusted-people';

/**
 * "Change": role, areas and waiting period in place, no new invitation and no new six-word
 * call (docs/decisions/020-changing-a-grant.md). A change that lets the person do more asks
 * for the password, as confirming does; one that narrows applies at once.
 */
export function ChangeGrantDialog({ person }: { person: TrustedPerson }) {
  const id = useId();
  const name = personName(person);
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<TrustedRole>(person.role);
  const [areas, setAreas] = useState<'all' | string[]>(person.areas);
  const [waitDays, setWaitDays] = useState(person.waitDays || DEFAULT_WAIT_DAYS);
  const refresh = useRefreshTrustedPeople();
  const after = { role, areas, waitDays };
  const widens = widensGrant(person, after);
  const start = () => {
    setRole(person.role);
    setAreas(person.areas);
    setWaitDays(person.waitDays || DEFAULT_WAIT_DAYS);
    setOpen(true);
  };
  const chosen = areas === 'all' ? [] : areas;
  const toggle = (area: string) =>
    setAreas(chosen.includes(area) ? chosen.filter((a) => a !== area) : [...chosen, area]);

  return (
    <>
      <Button size="sm" variant="outline" onClick={start}>
        <SlidersHorizontal aria-hidden="true" /> Change
      </Button>
      <PasswordConfirmDialog
        open={open}
        onOpenChange={(next) => (next ? start() : setOpen(false))}
        className="max-h-[90dvh] overflow-y-auto"
        title={`Change what ${name} can do`}
        description={`No new invitation, and no need to read the six words to each other again: ${name} is told what changed.`}
        confirmLabel="Save changes"
        pendingLabel="Saving..."
        asksPassword={widens}
        passwordNote={`This lets ${name} do more than before: enter your password to make the change.`}
        cannotConfirm={chosen.length + (areas === 'all' ? 1 : 0) === 0}
        onConfirm={async (answers) =>
          readJson<TrustedPerson>(
            await apiRequest('PATCH', `/api/trusted-people/${encodeURIComponent(person.id)}`, {
              ...after,
              ...(widens ? { password: answers.password, code: answers.code || undefined } : {}),
            }),
          )
        }
        onDone={async () => {
          toast({ title: 'Success', description: `${name}'s access is changed.` });
          await refresh();
        }}
        onFailure={(error) =>
          toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' })
        }
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <NativeSelect
            id={`${id}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as TrustedRole)}
          >
            {TRUSTED_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_INFO[r].label}
              </option>
            ))}
          </NativeSelect>
          <p className="text-muted-foreground text-sm">{ROLE_INFO[role].summary}</p>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Areas</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={areas === 'all'}
              onChange={(e) => setAreas(e.target.checked ? 'all' : [])}
            />
            All areas
          </label>
          {areas !== 'all' && (
            <AreaCheckboxes
              inputFor={(area) => ({
                checked: chosen.includes(area),
                onChange: () => toggle(area),
              })}
            />
          )}
        </fieldset>
        {role === 'executor' && (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-wait`}>Waiting period</Label>
            <NativeSelect
              id={`${id}-wait`}
              value={String(waitDays)}
              onChange={(e) => setWaitDays(Number(e.target.value))}
            >
              {WAIT_DAY_CHOICES.map((d) => (
                <option key={d} value={d}>
                  {daysText(d)}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </PasswordConfirmDialog>
    </>
  );
}
