import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  IMPORT_LIMITS,
  importAreaSchema,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
} from '../../../domain/imports/import-api';
import { readyRows } from '../../../domain/imports/ready-rows';
import { RECORD_KINDS, type RecordKindKey } from '../../../domain/records';
import { recordDisplay } from '../../../domain/records/display';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { toast } from '../../hooks/use-toast';
import { serverMessage, type FieldError } from '../../lib/api';
import { NativeSelect } from '../../records/native-select';
import { ImportProgress } from './import/import-progress';
import { MappingTable } from './import/mapping-table';
import { PreviewTable } from './import/preview-table';
import { sendImport } from './import/send-import';
import { AREA_NAMES } from '../../../domain/navigation';
import { ImportSourceList } from './import/import-source-list';
import { useSiteInfo } from '../../lib/site-info';
import { importSummary } from '../../../domain/imports/import-sources';

type Busy = { label: string; fraction: number | null } | null;

/**
 * Import (/import, or /import?area=<kind> for one area): upload a spreadsheet (CSV), a bank's
 * download (OFX/QFX) or a "Download my data" export, each named first by what the person has, adjust the column mapping, preview every row with its errors and duplicates, then
 * import all or nothing (POST /api/imports/preview and /commit, docs/api.md).
 */
export default function ImportPage() {
  const [params, setParams] = useSearchParams();
  const parsedArea = importAreaSchema.safeParse(params.get('area') ?? 'all');
  const area = parsedArea.success ? parsedArea.data : 'all';
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | undefined>();
  const [keep, setKeep] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<{ message: string; errors: FieldError[] } | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const queryClient = useQueryClient();
  const { applicationName } = useSiteInfo();

  function reset() {
    setPreview(null);
    setMapping(undefined);
    setKeep(new Set());
    setProblem(null);
    setDone(null);
  }

  async function runPreview(chosen: File, withMapping?: ImportMapping) {
    setProblem(null);
    setBusy({ label: 'Reading the file…', fraction: 0 });
    try {
      const answer = await sendImport<ImportPreview>(
        'preview',
        { file: chosen, area, mapping: withMapping },
        (f) =>
          setBusy({
            label: f < 1 ? 'Uploading…' : 'Checking every row…',
            fraction: f < 1 ? f : null,
          }),
      );
      setPreview(answer);
      setMapping(answer.format === 'csv' ? answer.mapping : undefined);
    } catch (err) {
      setPreview(null);
      setProblem({ message: serverMessage(err), errors: [] });
    } finally {
      setBusy(null);
    }
  }

  async function runCommit() {
    if (!file || !preview) return;
    setProblem(null);
    setBusy({ label: 'Uploading…', fraction: 0 });
    try {
      const result = await sendImport<ImportResult>(
        'commit',
        { file, area, mapping, keep: [...keep] },
        (f) => setBusy({ label: f < 1 ? 'Uploading…' : 'Importing…', fraction: f < 1 ? f : null }),
      );
      setDone(result);
      setPreview(null);
      await queryClient.invalidateQueries();
      toast({ title: 'Import complete', description: result.message });
    } catch (err) {
      const errors = (err as { errors?: FieldError[] }).errors ?? [];
      setProblem({ message: serverMessage(err), errors });
    } finally {
      setBusy(null);
    }
  }

  // Ready: new records as the boxes stand; the button counts balance updates too.
  const ready = preview ? readyRows(preview.rows, keep) : 0;
  const importable = preview ? ready + preview.counts.updates : 0;
  const blocked = preview ? preview.mappingErrors.length > 0 || preview.counts.invalid > 0 : true;
  const doneAreas = done
    ? Object.entries(done.imported)
        .filter(([, n]) => n > 0)
        .map(([a]) => a as RecordKindKey)
    : [];

  return (
    <div className="grid gap-6">
      <PageTitle title="Import" />
      <PageHeader title="Import" description={importSummary(applicationName)} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">1. Choose the area and the file</CardTitle>
          <CardDescription>
            <ImportSourceList applicationName={applicationName} />
            <span className="mt-2 block text-xs">
              Up to {IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows or 10 MB per file. For “All
              areas”, a spreadsheet needs an Area column naming each row’s area.
            </span>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="import-area">Area</Label>
            <NativeSelect
              id="import-area"
              value={area}
              onChange={(e) => {
                setParams(e.target.value === 'all' ? {} : { area: e.target.value });
                reset();
                setFile(null);
              }}
            >
              <option value="all">All areas</option>
              {RECORD_KINDS.map((k) => (
                <option key={k.key} value={k.key}>
                  {AREA_NAMES[k.key]}
                </option>
              ))}
            </NativeSelect>
            {area !== 'all' && (
              <a
                className="text-primary text-sm underline"
                href={`/api/imports/template/${area}`}
                download
              >
                Download template for {AREA_NAMES[area]}
              </a>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="import-file">File</Label>
            <input
              id="import-file"
              type="file"
              accept=".csv,.txt,.ofx,.qfx,.json,.zip,text/csv,application/json,application/zip"
              className="file:bg-secondary file:text-secondary-foreground w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-1.5"
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                reset();
                setFile(chosen);
                if (chosen) void runPreview(chosen);
              }}
            />
          </div>
        </CardContent>
      </Card>

      {busy && <ImportProgress fraction={busy.fraction} label={busy.label} />}

      {problem && (
        <div
          role="alert"
          className="border-destructive/40 bg-destructive/5 text-destructive grid gap-1 rounded-md border p-4 text-sm"
        >
          <p className="font-medium">{problem.message}</p>
          {problem.errors.slice(0, 10).map((e) => (
            <p key={`${e.path}${e.message}`}>{e.message}</p>
          ))}
        </div>
      )}

      {done && (
        <div role="status" className="grid gap-2 rounded-md border p-4 text-sm">
          <p className="font-medium">{done.message}</p>
          <p className="flex flex-wrap gap-3">
            {doneAreas.map((a) => (
              <Link key={a} className="text-primary underline" to={recordDisplay(a).route}>
                Go to {AREA_NAMES[a]}
              </Link>
            ))}
          </p>
        </div>
      )}

      {preview && file && (
        <>
          {preview.format === 'csv' && mapping && (
            <Card>
              <CardHeader>
                <CardTitle as="h2">2. Match the columns</CardTitle>
                <CardDescription>
                  Matched by name for you; change any that are wrong. Remembered for next time.
                </CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4">
                <MappingTable headers={preview.headers} mapping={mapping} onChange={setMapping} />
                {preview.mappingErrors.map((e) => (
                  <p key={e} className="text-destructive text-sm">
                    {e}
                  </p>
                ))}
                <Button
                  variant="outline"
                  className="w-fit"
                  disabled={Boolean(busy)}
                  onClick={() => void runPreview(file, mapping)}
                >
                  Apply mapping
                </Button>
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <CardTitle as="h2">{preview.format === 'csv' ? '3.' : '2.'} Check the rows</CardTitle>
              <CardDescription>
                {preview.counts.rows} rows: {ready} ready, {preview.counts.invalid} with problems,{' '}
                {preview.counts.duplicates} already present
                {preview.counts.updates ? `, ${preview.counts.updates} balance updates` : ''}.
                Nothing is imported while any row has a problem.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              {preview.warnings.map((w) => (
                <p key={w} className="text-sm text-amber-700 dark:text-amber-400">
                  {w}
                </p>
              ))}
              <PreviewTable
                preview={preview}
                keep={keep}
                onKeep={(row, kept) =>
                  setKeep((prev) => {
                    const next = new Set(prev);
                    if (kept) next.add(row);
                    else next.delete(row);
                    return next;
                  })
                }
              />
              <Button
                className="w-fit"
                disabled={blocked || Boolean(busy) || importable + preview.counts.updates === 0}
                onClick={() => void runCommit()}
              >
                Import {importable} {importable === 1 ? 'row' : 'rows'}
              </Button>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
