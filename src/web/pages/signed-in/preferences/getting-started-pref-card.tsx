import type { PublicUser } from '../../../../domain/user';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { useSavePreferences } from '../../../lib/preferences';

/** Brings back (or hides) the home dashboard's "Getting started" card. */
export function GettingStartedPrefCard({ user }: { user: PublicUser }) {
  const save = useSavePreferences((u) =>
    u.gettingStartedHidden ? 'Getting started is hidden.' : 'Getting started is back on your home.',
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Home dashboard</CardTitle>
        <CardDescription>What your home page shows.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <label htmlFor="show-getting-started" className="text-sm font-medium">
              Show the Getting started card
            </label>
            <p className="text-muted-foreground text-xs">
              The few steps that make your records useful to your family, ticked as you go.
            </p>
          </div>
          <Switch
            id="show-getting-started"
            checked={!user.gettingStartedHidden}
            disabled={save.isPending}
            onCheckedChange={(show) => save.mutate({ gettingStartedHidden: !show })}
          />
        </div>
      </CardContent>
    </Card>
  );
}
