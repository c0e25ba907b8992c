import { useId } from 'react';
import { taxPrepYears } from '../../../../domain/estate-plan/tax-forms';
import type { ReportFormat, ReportInfo } from '../../../../domain/reports/catalog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../records/native-select';

/** The choices a report offers before it is made: its tax year, its file format. */
export interface ReportOptions {
  format: ReportFormat;
  year: number;
}

/** The defaults: the first format offered, last year's taxes. */
export function defaultOptions(report: ReportInfo, today: string): ReportOptions {
  return { format: report.formats?.[0] ?? 'pdf', year: taxPrepYears(today).last - 1 };
}

/** The tax year and format selects, for the reports that offer them. */
export function ReportOptionFields({
  report,
  today,
  options,
  onChange,
}: {
  report: ReportInfo;
  today: string;
  options: ReportOptions;
  onChange: (options: ReportOptions) => void;
}) {
  const id = useId();
  const { first, last } = taxPrepYears(today);
  const years = Array.from({ length: last - first + 1 }, (_, i) => last - i);
  if (!report.asksTaxYear && (report.formats?.length ?? 0) < 2) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {report.asksTaxYear && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-year`}>Tax year</Label>
          <NativeSelect
            id={`${id}-year`}
            className="w-32"
            value={String(options.year)}
            onChange={(e) => onChange({ ...options, year: Number(e.target.value) })}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {(report.formats?.length ?? 0) > 1 && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-format`}>File format</Label>
          <NativeSelect
            id={`${id}-format`}
            className="w-32"
            value={options.format}
            onChange={(e) => onChange({ ...options, format: e.target.value as ReportFormat })}
          >
            {report.formats!.map((f) => (
              <option key={f} value={f}>
                {f.toUpperCase()}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </div>
  );
}
