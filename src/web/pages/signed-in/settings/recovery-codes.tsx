import { useState } from 'react';
import { Check, Copy, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { recoveryCodesFileName } from '../../../../domain/file-names';
import { toast } from '../../../hooks/use-toast';
import { saveFile } from '../../../lib/save-file';

/** The codes as a text file: who they are for, how they work, one code a line. */
function codesFile(codes: readonly string[], username: string, appName: string): string {
  return [
    `${appName}: two-factor recovery codes for ${username}`,
    'Each code signs you in once, instead of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Props of the recovery codes panel. */
export interface RecoveryCodesProps {
  codes: readonly string[];
  username: string;
  appName: string;
}

/** The ten single-use recovery codes, shown once, with copy and download. */
export function RecoveryCodes({ codes, username, appName }: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false);
  const text = codesFile(codes, username, appName);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the codes and copy them by hand, or download them.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid gap-3">
      <ol
        aria-label="Recovery codes"
        data-testid="recovery-codes"
        className="border-primary/40 bg-secondary/60 grid grid-cols-2 gap-x-6 gap-y-2 rounded-lg border-2 border-dashed p-4 font-mono text-base font-semibold tracking-wider select-all"
      >
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy Codes'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            saveFile(
              new Blob([text], { type: 'text/plain;charset=utf-8' }),
              recoveryCodesFileName(appName),
            )
          }
        >
          <Download aria-hidden="true" /> Download (.txt)
        </Button>
      </div>
    </div>
  );
}
