import { recordsJsonSchema, type RecordsJson } from '../../../domain/data-export/records-json';
import { HttpError } from '../../http/errors';
import { notImportable } from './decode-text';

/** records.json's text, parsed and checked against the export's schema (400 naming the place). */
export function readRecordsJson(fileName: string, text: string): RecordsJson {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new HttpError(
      400,
      `"${fileName}" is not valid JSON, so it is not a Kinfolio export file.`,
    );
  }
  if (
    !value ||
    typeof value !== 'object' ||
    (value as { format?: unknown }).format !== 'kinfolio-records'
  )
    throw notImportable(fileName);
  const parsed = recordsJsonSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(
      400,
      `records.json cannot be imported: ${issue.path.join('.')}: ${issue.message}`,
    );
  }
  return parsed.data;
}
