import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { recordKindByKey, type RecordKindKey } from '../../../domain/records';
import { cardTitle, recordDisplay } from '../../../domain/records/display';
import type { RecordJson } from '../../../domain/records/record-schema';
import type { ReminderPreferences } from '../../../domain/reminders';
import { apiRequest, readJson } from '../../lib/api';
import { REMINDER_PREFERENCES_KEY } from '../../lib/reminder-preferences';
import { browserTimeZone } from '../../lib/time-zone';
import { recordsQueryKey } from '../../records/use-records';

/**
 * The title of the record a reminder is about. The server stores reminders without titles (it
 * cannot read them); this signed-in session reads the record list and shows the card's title.
 */
export function NotificationRecordTitle({ kind, id }: { kind: string; id: string }) {
  const recordKind = recordKindByKey(kind);
  const { data } = useQuery<RecordJson[]>({
    // The list screen's own key: one cached list, whichever opens it first.
    queryKey: recordKind ? recordsQueryKey(recordKind.key as RecordKindKey) : ['none'],
    enabled: !!recordKind,
  });
  const record = data?.find((r) => r.id === id);
  if (!recordKind || !record) return null;
  const title = cardTitle(recordDisplay(kind as RecordKindKey), recordKind, record);
  return <p className="text-sm break-words">{title}</p>;
}

/**
 * Reminders fire at 8:00 in the user's time zone: until one is chosen in Preferences, the zone
 * this browser is in is saved (the first signed-in page after sign-up does it).
 */
export function useDefaultReminderTimeZone() {
  const queryClient = useQueryClient();
  const { data } = useQuery<ReminderPreferences>({ queryKey: REMINDER_PREFERENCES_KEY });
  const save = useMutation({
    mutationFn: async (timeZone: string) =>
      readJson<ReminderPreferences>(
        await apiRequest('PUT', '/api/reminder-preferences', { timeZone }),
      ),
    // Preferences, if open, shows the saved zone rather than "Not set".
    onSuccess: (saved) => queryClient.setQueryData(REMINDER_PREFERENCES_KEY, saved),
  });
  const zone = browserTimeZone();
  const needed = data !== undefined && data.timeZone === null && !!zone && save.isIdle;
  useEffect(() => {
    if (needed) save.mutate(zone);
  }, [needed, zone, save]);
}
