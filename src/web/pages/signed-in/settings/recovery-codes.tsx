import { useState } from 'react';
import { Check, Copy, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';

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

/** 'Family Vault' → 'family-vault-recovery-codes.txt'. */
function fileName(appName: string): string {
  const slug = appName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'kinfolio'}-recovery-codes.txt`;
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
        <Button variant="outline" size="sm" onClick={() => download(text, fileName(appName))}>
          <Download aria-hidden="true" /> Download (.txt)
        </Button>
      </div>
    </div>
  );
}
