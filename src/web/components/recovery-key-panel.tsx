import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Check, Copy, Download, LoaderCircle } from 'lucide-react';
import { emergencyKitFileName } from '../../domain/file-names';
import { apiRequest, serverMessage } from '../lib/api';
import { saveFile } from '../lib/save-file';
import { useSiteInfo } from '../lib/site-info';
import { Button } from './ui/button';

/** POST /api/emergency-kit and save the PDF it answers, named after the application. */
async function downloadEmergencyKit(
  body: { recoveryKey: string; username: string },
  applicationName: string,
) {
  const res = await apiRequest('POST', '/api/emergency-kit', body);
  saveFile(await res.blob(), emergencyKitFileName(applicationName));
}

/** The key as two lines of four groups: a line may only break in the middle. */
function KeyText({ recoveryKey }: { recoveryKey: string }) {
  const groups = recoveryKey.split('-');
  const half = Math.ceil(groups.length / 2);
  return (
    <>
      <span className="whitespace-nowrap">{groups.slice(0, half).join('-')}-</span>
      <wbr />
      <span className="whitespace-nowrap">{groups.slice(half).join('-')}</span>
    </>
  );
}

interface RecoveryKeyPanelProps {
  /** The key as the server gave it (shown once; never stored by the browser). */
  recoveryKey: string;
  /** Printed on the Emergency Kit (a signed-in user's own name is taken from the session). */
  username: string;
  /** Called by Continue, which opens once the person says the key is saved. */
  onContinue: () => void;
  continueLabel?: string;
}

/** A new recovery key: what it is for, where to keep it, the Emergency Kit, and a saved check. */
export function RecoveryKeyPanel({
  recoveryKey,
  username,
  onContinue,
  continueLabel = 'Continue',
}: RecoveryKeyPanelProps) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const checkId = useId();
  const { applicationName } = useSiteInfo();

  // Problems are said here, beside the buttons, not in a toast: nothing may cover the key.
  const [problem, setProblem] = useState<string | null>(null);
  const kit = useMutation({
    mutationFn: () => downloadEmergencyKit({ recoveryKey, username }, applicationName),
    onMutate: () => setProblem(null),
    onError: (error) =>
      setProblem(
        `Download failed: ${serverMessage(error, 'The Emergency Kit could not be made. Please try again.')}`,
      ),
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryKey);
      setCopied(true);
      setProblem(null);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setProblem('Copy failed: select the key and copy it by hand, or download the Emergency Kit.');
    }
  };

  return (
    <div className="grid gap-5 text-left">
      <p className="text-sm">
        Your recovery key is the only way to open your encrypted details if you forget your
        password. We cannot see or reset it.
      </p>
      <div className="grid gap-2">
        <p className="text-sm font-medium">Your recovery key</p>
        <div className="flex flex-col items-stretch gap-2 rounded-lg border-2 border-dashed border-primary/40 bg-secondary/60 p-4 sm:flex-row sm:items-center">
          <code
            data-testid="recovery-key"
            className="flex-1 text-center font-mono text-lg font-semibold tracking-wider select-all"
          >
            <KeyText recoveryKey={recoveryKey} />
          </code>
          <Button variant="outline" size="sm" onClick={copy} aria-label="Copy recovery key">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      </div>
      <div className="grid gap-2 text-sm">
        <p className="font-medium">Where to keep it</p>
        <ul className="text-muted-foreground grid list-disc gap-1 pl-5">
          <li>
            Print the Emergency Kit and keep it with your important papers, such as your will.
          </li>
          <li>Or keep the key in a password manager.</li>
          <li>Not on this device: if it is lost or stolen, the key must not go with it.</li>
        </ul>
      </div>
      <Button
        variant="outline"
        className="w-full sm:w-fit"
        disabled={kit.isPending}
        onClick={() => kit.mutate()}
      >
        {kit.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Download aria-hidden="true" />
        )}
        Download Emergency Kit
      </Button>
      {problem && (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}
      <div className="flex items-start gap-2 border-t pt-4">
        <input
          id={checkId}
          type="checkbox"
          required
          className="accent-primary mt-0.5 size-4 cursor-pointer"
          checked={saved}
          onChange={(e) => setSaved(e.target.checked)}
        />
        <label htmlFor={checkId} className="cursor-pointer text-sm font-medium">
          I have saved my recovery key
        </label>
      </div>
      <Button size="lg" className="w-full" disabled={!saved} onClick={onContinue}>
        {continueLabel}
      </Button>
    </div>
  );
}
