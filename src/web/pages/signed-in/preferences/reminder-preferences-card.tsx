import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  REMINDER_KIND_INFO,
  REMINDER_KINDS,
  type ReminderPreferences,
  type ReminderPreferencesUpdate,
} from '../../../../domain/reminders';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../../../lib/api';
import { REMINDER_PREFERENCES_KEY } from '../../../lib/reminder-preferences';
import { TimeZonePicker } from './time-zone-picker';

function Row(props: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="grid gap-1">
        <label htmlFor={props.id} className="text-sm font-medium">
          {props.label}
        </label>
        <p className="text-muted-foreground text-xs">{props.hint}</p>
      </div>
      <Switch
        id={props.id}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onChange}
      />
    </div>
  );
}

/** Preferences' Reminders card: a switch per kind, the email switches, offsets and time zone. */
export function ReminderPreferencesCard() {
  const queryClient = useQueryClient();
  const { data: prefs } = useQuery<ReminderPreferences>({ queryKey: REMINDER_PREFERENCES_KEY });
  const [offsets, setOffsets] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (change: ReminderPreferencesUpdate) =>
      readJson<ReminderPreferences>(await apiRequest('PUT', '/api/reminder-preferences', change)),
    onSuccess: (saved) => {
      queryClient.setQueryData(REMINDER_PREFERENCES_KEY, saved);
      setOffsets(null);
      toast({
        title: 'Preferences saved',
        description: 'Your reminder settings have been updated.',
      });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to save preferences'),
        variant: 'destructive',
      }),
  });
  if (!prefs) return null;
  const busy = save.isPending;
  const offsetsText = offsets ?? prefs.expiryOffsets.join(', ');

  return (
    <Card>
      <CardHeader>
        <CardTitle>Reminders</CardTitle>
        <CardDescription>
          Reminders appear in the bell at 8:00 in your time zone. Emails name areas and dates, never
          titles.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="divide-y">
          {REMINDER_KINDS.map((kind) => (
            <Row
              key={kind}
              id={`reminder-${kind}`}
              label={REMINDER_KIND_INFO[kind].label}
              hint={REMINDER_KIND_INFO[kind].hint}
              checked={prefs.kinds[kind]}
              disabled={busy}
              onChange={(on) => save.mutate({ kinds: { [kind]: on } })}
            />
          ))}
          <Row
            id="reminder-email"
            label="Reminder emails"
            hint="At most one email a day, listing what was reminded."
            checked={prefs.email}
            disabled={busy}
            onChange={(email) => save.mutate({ email })}
          />
          <Row
            id="reminder-digest"
            label="Weekly digest"
            hint="A Monday email of everything in the next 30 days."
            checked={prefs.weeklyDigest}
            disabled={busy}
            onChange={(weeklyDigest) => save.mutate({ weeklyDigest })}
          />
        </div>
        <form
          className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            const list = offsetsText
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
              .map(Number);
            save.mutate({ expiryOffsets: list });
          }}
        >
          <label className="grid gap-1 text-sm font-medium">
            Days before expirations and due dates
            <Input
              value={offsetsText}
              onChange={(e) => setOffsets(e.target.value)}
              inputMode="numeric"
            />
          </label>
          <Button type="submit" variant="outline" disabled={busy || offsets === null}>
            Save days
          </Button>
        </form>
        <TimeZonePicker
          saved={prefs.timeZone}
          disabled={busy}
          onChoose={(timeZone) => save.mutate({ timeZone })}
        />
      </CardContent>
    </Card>
  );
}
