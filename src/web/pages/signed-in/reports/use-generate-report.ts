import { useMutation } from '@tanstack/react-query';
import type { ReportInfo } from '../../../../domain/reports/catalog';
import { useToast } from '../../../hooks/use-toast';
import { apiRequest, isUnauthorizedError, serverMessage } from '../../../lib/api';

/** The user's calendar day as YYYY-MM-DD: the report is dated and named by it. */
function localToday(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The file name the server chose (Content-Disposition), else a plain one. */
function fileNameOf(res: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Hands bytes to the browser as a download, the way a link with `download` would. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Asks the server for a report's PDF and downloads it. The success toast ('Report Generated' or
 * 'Dashboard Generated') appears only once the file has really arrived.
 */
export function useGenerateReport(report: ReportInfo) {
  const { toast } = useToast();
  return useMutation({
    mutationFn: async ({ fullNumbers }: { fullNumbers: boolean }) => {
      const query = new URLSearchParams({ today: localToday() });
      if (fullNumbers) query.set('fullNumbers', 'true');
      const res = await apiRequest('GET', `/api/reports/${report.id}?${query}`);
      const fileName = fileNameOf(res, `kinfolio-${report.id}.pdf`);
      saveFile(await res.blob(), fileName);
      return fileName;
    },
    onSuccess: (fileName) =>
      toast({
        title: report.successToast ?? 'Report Generated',
        description: `${report.title} downloaded as ${fileName}.`,
      }),
    onError: (error) => {
      if (isUnauthorizedError(error)) return; // the app's Unauthorized toast and redirect follow
      toast({
        title: 'Error',
        description: serverMessage(error, `Failed to generate ${report.title}`),
        variant: 'destructive',
      });
    },
  });
}
