import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Download } from 'lucide-react';
import {
  dataExportFileName,
  EXPORT_ESTIMATE_HEADER,
} from '../../../../domain/data-export/export-request';
import {
  NO_PASSWORD_AND_CODE,
  PasswordAndCodeFields,
  showPasswordOrCodeError,
  type PasswordAndCode,
} from '../../../components/reauth-fields';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, serverMessage } from '../../../lib/api';
import { dispositionFileName, megabytes, readWithProgress } from '../../../lib/read-with-progress';
import { saveFile } from '../../../lib/save-file';
import { useSiteInfo } from '../../../lib/site-info';

/** Bytes received and the expected total (null: unknown). */
type Progress = { received: number; total: number | null };

/** The browser's local day as YYYY-MM-DD, for the file name when the server gives none. */
const localDay = () => new Date().toLocaleDateString('en-CA');

/** The download's progress: a bar (indeterminate while the total is unknown) and its words. */
function DownloadProgress({ progress }: { progress: Progress }) {
  const { received, total } = progress;
  const percent = total ? Math.min(99, Math.floor((received / total) * 100)) : null;
  const words =
    received === 0
      ? 'Preparing your download...'
      : total
        ? `Downloaded ${megabytes(received)} of about ${megabytes(Math.max(total, received))}`
        : `Downloaded ${megabytes(received)}`;
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label="Download progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={words}
        className="bg-muted h-2 w-full overflow-hidden rounded-full"
      >
        <div
          className={`bg-primary h-full rounded-full transition-[width] ${
            percent === null ? 'w-1/3 animate-pulse' : ''
          }`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {words}
      </p>
    </div>
  );
}

/**
 * Account Settings → Download my data: asks for the password (and a code with two-factor on),
 * then reads the streamed ZIP with a progress bar and saves it (POST /api/account/export).
 */
export function DownloadDataCard() {
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const { applicationName } = useSiteInfo();
  const form = useForm<PasswordAndCode>({ defaultValues: NO_PASSWORD_AND_CODE });
  const busy = progress !== null;

  const close = () => {
    abort.current?.abort();
    abort.current = null;
    setProgress(null);
    form.reset();
    setOpen(false);
  };

  const download = async ({ password, code }: PasswordAndCode) => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ received: 0, total: null });
    try {
      // The signal makes Cancel stop the request and the body's reading, not just hide them.
      const res = await apiRequest(
        'POST',
        '/api/account/export',
        { password, code: code || undefined },
        controller.signal,
      );
      const blob = await readWithProgress(
        res,
        (received, total) => !controller.signal.aborted && setProgress({ received, total }),
        EXPORT_ESTIMATE_HEADER,
      );
      if (controller.signal.aborted) return;
      saveFile(blob, dispositionFileName(res) ?? dataExportFileName(applicationName, localDay()));
      toast({
        title: 'Download complete',
        description: `Your data was saved (${megabytes(blob.size)}). Keep the file somewhere safe: it is not encrypted.`,
      });
      close();
    } catch (error) {
      if (controller.signal.aborted) return;
      setProgress(null);
      if (showPasswordOrCodeError(form, error)) return;
      toast({
        title: 'Error',
        description: serverMessage(error, 'The download did not finish. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Download my data</CardTitle>
        <CardDescription>
          <span className="block">
            One file with everything in your account: every record, your documents&apos; files and
            your net worth history. Each area opens as a spreadsheet, and Import can bring the whole
            file back in.
          </span>
          <span className="mt-1 block text-xs">
            A ZIP file holding records.json, a CSV file per area and your documents.
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <Download aria-hidden="true" /> Download my data
        </Button>
        <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
          <DialogContent>
            <form
              onSubmit={(event) => void form.handleSubmit(download)(event)}
              noValidate
              className="grid gap-4"
            >
              <DialogHeader>
                <DialogTitle>Download my data</DialogTitle>
                <DialogDescription>
                  Enter your password to download a copy of everything in your account. The file is
                  not encrypted, so keep it somewhere safe. We will email you that a download was
                  made.
                </DialogDescription>
              </DialogHeader>
              {progress ? (
                <DownloadProgress progress={progress} />
              ) : (
                <PasswordAndCodeFields form={form} />
              )}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" disabled={busy}>
                  {busy ? 'Downloading...' : 'Download'}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
