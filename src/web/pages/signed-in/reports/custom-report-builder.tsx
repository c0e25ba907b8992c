import { useId, useState } from 'react';
import { Download, Eye, LoaderCircle, Save, Trash2 } from 'lucide-react';
import type { ReportFormat, ReportInfo } from '../../../../domain/reports/catalog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../records/native-select';
import { CustomReportFields } from './custom-report-fields';
import { CustomReportPreviewTables } from './custom-report-preview';
import {
  choiceParams,
  useDeleteSavedReport,
  usePreview,
  useSavedReports,
  useSaveReport,
  type CustomChoice,
} from './use-custom-reports';
import { useGenerateReport } from './use-generate-report';

/**
 * Custom Reports: choose areas and the details of each (none: the first five), a filter,
 * preview the first rows, download PDF or CSV, and save the choice to use again.
 */
export function CustomReportBuilder({ report }: { report: ReportInfo }) {
  const id = useId();
  const [choice, setChoice] = useState<CustomChoice>({ areas: [], fields: [], filter: '' });
  const [format, setFormat] = useState<ReportFormat>('pdf');
  const [name, setName] = useState('');
  const preview = usePreview();
  const generate = useGenerateReport(report);
  const saved = useSavedReports();
  const save = useSaveReport();
  const remove = useDeleteSavedReport();
  const none = choice.areas.length === 0;
  const change = (next: CustomChoice) => {
    setChoice(next);
    preview.reset();
  };

  return (
    <div className="grid gap-4">
      {(saved.data?.length ?? 0) > 0 && (
        <div className="grid gap-1.5">
          <span className="text-sm font-medium">Saved reports</span>
          <ul className="grid gap-1" aria-label="Saved reports">
            {saved.data!.map((s) => (
              <li
                key={s.id}
                className="flex items-center justify-between gap-2 rounded-md border px-2 py-1 text-sm"
              >
                <span className="min-w-0 truncate">{s.name}</span>
                <span className="flex shrink-0 gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => change({ areas: s.areas, fields: s.fields, filter: s.filter })}
                  >
                    Use
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Delete ${s.name}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(s.id)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <CustomReportFields choice={choice} onChange={change} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-48 flex-1 gap-1.5">
          <Label htmlFor={`${id}-filter`}>Only records containing</Label>
          <Input
            id={`${id}-filter`}
            value={choice.filter}
            maxLength={200}
            placeholder="e.g. Chase"
            onChange={(e) => change({ ...choice, filter: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-format`}>File format</Label>
          <NativeSelect
            id={`${id}-format`}
            className="w-28"
            value={format}
            onChange={(e) => setFormat(e.target.value as ReportFormat)}
          >
            <option value="pdf">PDF</option>
            <option value="csv">CSV</option>
          </NativeSelect>
        </div>
      </div>
      {none && <p className="text-muted-foreground text-sm">Choose at least one area.</p>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="outline"
          className="w-full sm:w-fit"
          disabled={none || preview.isPending}
          onClick={() => preview.mutate(choice)}
        >
          {preview.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Eye aria-hidden="true" />
          )}{' '}
          Preview
        </Button>
        <Button
          className="w-full sm:w-fit"
          disabled={none || generate.isPending}
          onClick={() =>
            generate.mutate({
              fullNumbers: false,
              action: 'download',
              format,
              params: choiceParams(choice),
            })
          }
        >
          {generate.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {generate.isPending ? 'Generating...' : 'Generate Report'}
        </Button>
      </div>
      {preview.data && <CustomReportPreviewTables preview={preview.data} />}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ ...choice, name }, { onSuccess: () => setName('') });
        }}
      >
        <div className="grid min-w-48 flex-1 gap-1.5">
          <Label htmlFor={`${id}-name`}>Save this choice as</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={none || !name.trim() || save.isPending}>
          <Save aria-hidden="true" /> Save Choice
        </Button>
      </form>
    </div>
  );
}
