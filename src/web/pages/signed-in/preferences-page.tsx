import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import type { Theme } from '../../../domain/auth';
import type { PublicUser } from '../../../domain/user';
import { PageHeader } from '../../components/page-header';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { toast } from '../../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { USER_QUERY_KEY } from '../../lib/query-client';
import { useSiteInfo } from '../../lib/site-info';
import { OfflineCopyCard } from '../../offline/offline-copy-card';
import { ReminderPreferencesCard } from './preferences/reminder-preferences-card';
import { GettingStartedPrefCard } from './preferences/getting-started-pref-card';
import { TextSizeCard } from './preferences/text-size-card';
import { ChoiceCards } from './preferences/choice-cards';
import { PageTitle } from '../../components/page-title';

const OPTIONS: ReadonlyArray<{ value: Theme; label: string; hint: string; icon: LucideIcon }> = [
  { value: 'light', label: 'Light', hint: 'Bright pages, dark text.', icon: Sun },
  { value: 'dark', label: 'Dark', hint: 'Easier on the eyes at night.', icon: Moon },
  { value: 'system', label: 'System', hint: 'Follow this device’s setting.', icon: Monitor },
];

/**
 * Preferences (/preferences): the theme, text size and home's Getting started card, saved with
 * PUT /api/user/preferences, reminders, and this device's offline copy switch.
 */
export default function PreferencesPage() {
  const { user } = useAuth();
  const { applicationName } = useSiteInfo();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (theme: Theme) =>
      readJson<PublicUser>(await apiRequest('PUT', '/api/user/preferences', { theme })),
    // Show the choice at once; the user query drives the page's theme (see ThemeSync).
    onMutate: (theme) => {
      const previous = queryClient.getQueryData<PublicUser>(USER_QUERY_KEY);
      if (previous) queryClient.setQueryData(USER_QUERY_KEY, { ...previous, theme });
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(USER_QUERY_KEY, saved);
      toast({ title: 'Preferences saved', description: 'Your theme has been updated.' });
    },
    onError: (error, _theme, context) => {
      if (context?.previous) queryClient.setQueryData(USER_QUERY_KEY, context.previous);
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to save preferences'),
        variant: 'destructive',
      });
    },
  });
  if (!user) return null;

  return (
    <div className="grid gap-6">
      <PageTitle title="Preferences" />
      <PageHeader
        title="Preferences"
        description={`Choose how ${applicationName} looks on this account.`}
      />
      <Card>
        <CardHeader>
          <CardTitle id="theme-heading">Theme</CardTitle>
          <CardDescription>Saved to your account, so every device you use matches.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChoiceCards
            name="theme"
            labelledBy="theme-heading"
            choices={OPTIONS.map(({ value, label, hint, icon: Icon }) => ({
              value,
              label: (
                <span className="flex items-center gap-2 text-sm font-medium">
                  <Icon aria-hidden="true" className="size-4" /> {label}
                </span>
              ),
              hint,
            }))}
            value={user.theme}
            disabled={save.isPending}
            onChange={(theme) => save.mutate(theme)}
          />
        </CardContent>
      </Card>
      <TextSizeCard user={user} />
      <GettingStartedPrefCard user={user} />
      <ReminderPreferencesCard />
      <OfflineCopyCard />
    </div>
  );
}
