import { WifiOff } from 'lucide-react';
import { CenteredLayout } from '../components/layout/centered-layout';
import { useOfflineCopyEnabled } from './setting';
import { useIsOffline } from './status';

/** The strip at the top of the signed-in shell while offline; nothing when online. */
export function OfflineBanner() {
  const offline = useIsOffline();
  const hasCopy = useOfflineCopyEnabled();
  if (!offline) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex items-start justify-center gap-2 border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950 sm:items-center dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:mt-0" />
      <p>
        <strong className="font-semibold">Offline</strong> —{' '}
        {hasCopy ? 'showing the copy saved on this device.' : 'showing what was already loaded.'}{' '}
        Changes are disabled.
      </p>
    </div>
  );
}

/** A signed-in page opened offline with no saved copy: say so instead of sending to sign-in. */
export function OfflineSignedOutNotice() {
  return (
    <CenteredLayout>
      <div role="status" className="bg-card grid gap-2 rounded-xl border p-6 text-center">
        <WifiOff aria-hidden="true" className="text-muted-foreground mx-auto size-8" />
        <h1 className="text-lg font-semibold">You are offline</h1>
        <p className="text-muted-foreground text-sm">
          This page opens when the connection returns. To read your records without a connection,
          turn on “Keep an offline copy on this device” in Preferences.
        </p>
      </div>
    </CenteredLayout>
  );
}

/** In place of a list that was never loaded on this device, so has no saved copy. */
export function OfflineNotSaved() {
  return (
    <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center text-sm">
      This screen was not opened before going offline, so there is no copy of it on this device. It
      loads when the connection returns.
    </p>
  );
}

/** The line a screen with add/edit/delete shows while those are disabled. */
export function OfflineEditsNote() {
  const offline = useIsOffline();
  if (!offline) return null;
  return (
    <p className="text-muted-foreground text-sm">
      Adding, editing and deleting are disabled while offline.
    </p>
  );
}
