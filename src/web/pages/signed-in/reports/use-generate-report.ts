import { useMutation } from '@tanstack/react-query';
import { reportFileName, type ReportInfo } from '../../../../domain/reports/catalog';
import { useToast } from '../../../hooks/use-toast';
import { apiRequest, isUnauthorizedError, serverMessage } from '../../../lib/api';
import { useSiteInfo } from '../../../lib/site-info';
import { saveFile } from '../../../lib/save-file';
import { shareOrDownload, type ShareOutcome } from './share-file';

/** The user's calendar day as YYYY-MM-DD: the report is dated and named by it. */
function localToday(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The file name the server chose (Content-Disposition), else the same name made here. */
function fileNameOf(res: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

interface ReportRequest {
  fullNumbers: boolean;
  /** 'share' offers the PDF to the Web Share API (a download where there is none). */
  action: 'download' | 'share';
}

/**
 * Asks the server for a report's PDF, then downloads or shares it. The success toast ('Report
 * Generated' or 'Dashboard Generated', 'Report Shared') appears only once the file has really
 * arrived; closing the share sheet shows none.
 */
export function useGenerateReport(report: ReportInfo) {
  const { toast } = useToast();
  const { applicationName } = useSiteInfo();
  return useMutation({
    mutationFn: async ({ fullNumbers, action }: ReportRequest) => {
      const today = localToday();
      const query = new URLSearchParams({ today });
      if (fullNumbers) query.set('fullNumbers', 'true');
      const res = await apiRequest('GET', `/api/reports/${report.id}?${query}`);
      const fileName = fileNameOf(res, reportFileName(report.id, today, applicationName));
      const blob = await res.blob();
      if (action === 'download') {
        saveFile(blob, fileName);
        return { fileName, outcome: 'downloaded' as ShareOutcome };
      }
      const file = new File([blob], fileName, { type: 'application/pdf' });
      const outcome = await shareOrDownload(file, report.title, (f) => saveFile(f, f.name));
      return { fileName, outcome };
    },
    onSuccess: ({ fileName, outcome }) => {
      if (outcome === 'cancelled') return;
      toast(
        outcome === 'shared'
          ? { title: 'Report Shared', description: `${report.title} shared as ${fileName}.` }
          : {
              title: report.successToast ?? 'Report Generated',
              description: `${report.title} downloaded as ${fileName}.`,
            },
      );
    },
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
