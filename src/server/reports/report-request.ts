/**
 * What a report request asks for, checked before anything is read: the report (400 for an
 * unknown id), the day, the format it comes in, a tax year within the supported range, and a
 * custom report's areas and fields. Each problem answers 400 naming it.
 */
import { z } from 'zod';
import { taxPrepYears, taxYearProblem } from '../../domain/estate-plan/tax-forms';
import { parseDateOnly } from '../../domain/important-dates-rules';
import {
  REPORT_FORMATS,
  reportInfo,
  type AvailableReportId,
  type ReportFormat,
  type ReportInfo,
} from '../../domain/reports/catalog';
import {
  customReportChoiceSchema,
  type CustomReportChoice,
} from '../../domain/reports/custom-report';
import { HttpError } from '../http/errors';

export const reportQuerySchema = z.object({
  /** Print SSNs and account, routing and policy numbers in full (reports that offer it). */
  fullNumbers: z.enum(['true', 'false']).default('false'),
  /** The user's calendar day: the report's date, its file name and what counts as upcoming. */
  today: z
    .string()
    .refine((value) => parseDateOnly(value) !== null, 'today must be a date as YYYY-MM-DD')
    .optional(),
  format: z.enum(REPORT_FORMATS, { message: 'format must be pdf or csv' }).optional(),
  /** Tax Preparation Support's tax year (default: last year). */
  year: z.string().optional(),
  /** Custom Reports: comma-separated areas and 'area.field' names, and a filter. */
  areas: z.string().optional(),
  fields: z.string().optional(),
  filter: z.string().optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** A checked report request. */
export interface ReportRequest {
  info: ReportInfo;
  id: AvailableReportId;
  today: Date;
  isoToday: string;
  fullNumbers: boolean;
  format: ReportFormat;
  taxYear?: number;
  choice?: CustomReportChoice;
}

const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Custom Reports' choice from the query; 400 naming the first problem. */
export function customChoiceOf(
  query: Pick<ReportQuery, 'areas' | 'fields' | 'filter'>,
): CustomReportChoice {
  const parsed = customReportChoiceSchema.safeParse({
    areas: list(query.areas),
    fields: list(query.fields),
    filter: query.filter ?? '',
  });
  if (!parsed.success)
    throw new HttpError(400, parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}

/** Checks a request for report `id`. */
export function readReportRequest(id: string, query: ReportQuery): ReportRequest {
  const info = reportInfo(id);
  if (!info) throw new HttpError(400, `Unknown report: ${id}`);
  if (info.status !== 'available') throw new HttpError(404, `${info.title} is coming soon`);
  const day = parseDateOnly(query.today);
  const today = day ? new Date(day.y, day.m - 1, day.d) : new Date();
  const isoToday = isoDay(today);
  const formats = info.formats ?? ['pdf'];
  const format = query.format ?? formats[0];
  if (!formats.includes(format))
    throw new HttpError(
      400,
      `${info.title} comes as ${formats.map((f) => f.toUpperCase()).join(' or ')} only`,
    );
  const request: ReportRequest = {
    info,
    id: info.id as AvailableReportId,
    today,
    isoToday,
    format,
    fullNumbers: info.offersFullNumbers === true && query.fullNumbers === 'true',
  };
  if (info.asksTaxYear) {
    const year = query.year === undefined ? taxPrepYears(isoToday).last - 1 : Number(query.year);
    const problem = taxYearProblem(year, isoToday);
    if (problem) throw new HttpError(400, problem);
    request.taxYear = year;
  }
  if (info.custom) request.choice = customChoiceOf(query);
  return request;
}
