import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { toast } from '../hooks/use-toast';
import { Switch } from '../components/ui/switch';
import { setOfflineCopy } from './persist';
import { useOfflineCopyEnabled } from './setting';

/** Preferences' per-device switch for the offline copy (stored in this browser, not the account). */
export function OfflineCopyCard() {
  const queryClient = useQueryClient();
  const enabled = useOfflineCopyEnabled();
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      await setOfflineCopy(queryClient, !enabled);
      toast({
        title: enabled ? 'Offline copy erased' : 'Offline copy on',
        description: enabled
          ? 'Nothing of your records is kept on this device any more.'
          : 'Screens you open are now saved on this device for offline viewing.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Offline access</CardTitle>
      </CardHeader>
      <CardContent className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <span id="offline-copy-label" className="text-sm font-medium">
            Keep an offline copy on this device
          </span>
          <p id="offline-copy-hint" className="text-muted-foreground text-sm">
            Records and screens you open are stored in this browser so you can read them without a
            connection. The copy is erased, and this switch turned off, when you sign out.
          </p>
        </div>
        <Switch
          checked={enabled}
          onCheckedChange={() => void toggle()}
          aria-labelledby="offline-copy-label"
          aria-describedby="offline-copy-hint"
          disabled={busy}
        />
      </CardContent>
    </Card>
  );
}
