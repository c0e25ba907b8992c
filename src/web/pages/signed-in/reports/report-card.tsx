import { useId, useState } from 'react';
import { Check, Download, FileText, LoaderCircle, Share2, ShieldAlert } from 'lucide-react';
import type { ReportInfo } from '../../../../domain/reports/catalog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { useUserToday } from '../../../lib/reminder-preferences';
import { CustomReportBuilder } from './custom-report-builder';
import { FullNumbersDialog } from './full-numbers-dialog';
import { defaultOptions, ReportOptionFields } from './report-options';
import { useGenerateReport } from './use-generate-report';
import { cn } from '../../../lib/utils';

/**
 * One report: what it holds, its choices (tax year, format, full numbers; a custom report's
 * areas and fields), its Generate Report and Share buttons.
 */
export function ReportCard({ report }: { report: ReportInfo }) {
  const comingSoon = report.status === 'coming-soon';
  return (
    // A custom report's choices need the room of both columns.
    <Card
      className={cn('gap-4', report.custom && 'md:col-span-2')}
      data-testid={`report-${report.id}`}
    >
      <CardHeader className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="bg-accent text-accent-foreground flex size-10 shrink-0 items-center justify-center rounded-lg"
        >
          <FileText className="size-5" />
        </span>
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle as="h3" className="text-lg">
              {report.title}
            </CardTitle>
            {comingSoon && <Badge variant="secondary">Coming Soon</Badge>}
          </div>
          <CardDescription>{report.description}</CardDescription>
        </div>
      </CardHeader>
      {report.includes.length > 0 && (
        <CardContent>
          <ul className="grid gap-1.5 text-sm">
            {report.includes.map((item) => (
              <li key={item} className="flex gap-2">
                <Check aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
                {item}
              </li>
            ))}
          </ul>
        </CardContent>
      )}
      <CardFooter className="mt-auto flex-col items-stretch gap-3 print:hidden">
        {comingSoon ? (
          <Button disabled className="w-full sm:w-fit">
            <Download aria-hidden="true" /> Generate Report
          </Button>
        ) : report.custom ? (
          <CustomReportBuilder report={report} />
        ) : (
          <GenerateControls report={report} />
        )}
      </CardFooter>
    </Card>
  );
}

function GenerateControls({ report }: { report: ReportInfo }) {
  const [fullNumbers, setFullNumbers] = useState(false);
  const today = useUserToday();
  const [options, setOptions] = useState(() => defaultOptions(report, today));
  const params = report.asksTaxYear ? { year: String(options.year) } : undefined;
  const generate = useGenerateReport(report);
  const id = useId();
  const pending = generate.isPending ? generate.variables?.action : undefined;
  // With full numbers, each action first asks for the password (full-numbers-dialog.tsx).
  const [asking, setAsking] = useState<'download' | 'share' | null>(null);
  const run = (action: 'download' | 'share') =>
    fullNumbers
      ? setAsking(action)
      : generate.mutate({ fullNumbers, action, format: options.format, params });
  return (
    <>
      <FullNumbersDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        onSubmit={(reauth) =>
          generate.mutateAsync({
            fullNumbers: true,
            action: asking ?? 'download',
            format: options.format,
            params,
            reauth,
          })
        }
      />
      <ReportOptionFields report={report} today={today} options={options} onChange={setOptions} />
      {report.offersFullNumbers && (
        <div className="grid gap-1">
          {/* The whole line works the box: on a phone, 44 px into the card's padding. */}
          <label
            htmlFor={id}
            className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium max-sm:-mx-4 max-sm:px-4"
          >
            <input
              id={id}
              type="checkbox"
              // Never restored by the browser on a reload: a box shown ticked must be the one
              // Generate uses (it asks for the password).
              autoComplete="off"
              className="accent-primary size-4 cursor-pointer"
              checked={fullNumbers}
              onChange={(e) => setFullNumbers(e.target.checked)}
            />
            Include full account numbers
          </label>
          <p className="text-muted-foreground flex gap-1.5 text-xs">
            <ShieldAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            {fullNumbers
              ? 'Asks for your password. The file will hold complete account, routing, policy and Social Security numbers, and every page will say so. Store or print it somewhere safe.'
              : 'Account, routing, policy and Social Security numbers show only their last 4 characters.'}
          </p>
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          className="w-full sm:w-fit"
          disabled={generate.isPending}
          onClick={() => run('download')}
        >
          {pending === 'download' ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {pending === 'download' ? 'Generating...' : 'Generate Report'}
        </Button>
        <Button
          variant="outline"
          className="w-full sm:w-fit"
          disabled={generate.isPending}
          aria-label={`Share ${report.title}`}
          onClick={() => run('share')}
        >
          {pending === 'share' ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Share2 aria-hidden="true" />
          )}
          Share
        </Button>
      </div>
    </>
  );
}
