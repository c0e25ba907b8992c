import { useMutation } from '@tanstack/react-query';
import {
  reportFileName,
  type ReportFormat,
  type ReportInfo,
} from '../../../../domain/reports/catalog';
import { reauthFieldOf } from '../../../components/reauth-fields';
import { useToast } from '../../../hooks/use-toast';
import { apiRequest, isUnauthorizedError, serverMessage } from '../../../lib/api';
import { useSiteInfo } from '../../../lib/site-info';
import { saveFile } from '../../../lib/save-file';
import { userToday } from '../../../lib/time-zone';
import { shareOrDownload, type ShareOutcome } from './share-file';

/** The file name the server chose (Content-Disposition), else the same name made here. */
function fileNameOf(res: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

interface ReportRequest {
  fullNumbers: boolean;
  /** 'share' offers the PDF to the Web Share API (a download where there is none). */
  action: 'download' | 'share';
  /** PDF unless the report offers another format and it was chosen. */
  format?: ReportFormat;
  /** More of the report's query: a tax year, a custom report's areas, fields and filter. */
  params?: Record<string, string>;
  /** Full numbers: the password (and code) given again, sent as a POST (issue 29). */
  reauth?: { password: string; code?: string };
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
    mutationFn: async ({ fullNumbers, action, format, params, reauth }: ReportRequest) => {
      const today = userToday(); // the report is dated and named by the user's day
      const query = new URLSearchParams({ ...params, today });
      if (fullNumbers) query.set('fullNumbers', 'true');
      if (format) query.set('format', format);
      const url = `/api/reports/${report.id}?${query}`;
      const res = reauth
        ? await apiRequest('POST', url, {
            password: reauth.password,
            code: reauth.code || undefined,
          })
        : await apiRequest('GET', url);
      const taxYear = params?.year ? Number(params.year) : undefined;
      const fallback = reportFileName(report.id, today, applicationName, { format, taxYear });
      const fileName = fileNameOf(res, fallback);
      const blob = await res.blob();
      if (action === 'download') {
        saveFile(blob, fileName);
        return { fileName, outcome: 'downloaded' as ShareOutcome };
      }
      const file = new File([blob], fileName, { type: blob.type || 'application/pdf' });
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
      if (reauthFieldOf(error)) return; // shown under the password dialog's field instead
      toast({
        title: 'Error',
        description: serverMessage(error, `Failed to generate ${report.title}`),
        variant: 'destructive',
      });
    },
  });
}
