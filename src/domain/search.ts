/**
 * One search over every record the open vault may see (docs/decisions/019-search-in-session.md).
 * The records are sealed, so no database index can hold their words: the server opens the rows
 * in the person's session and these rules match them. Pure, so the rules are unit-tested and
 * the bench times exactly what the route runs.
 */
import { z } from 'zod';
import { formatDate, formatMoney, formatPhone, isBlank } from './format';
import type { FieldSpec, RecordJson, RecordKind } from './records';
import { cardTitle, type RecordDisplay, type ReferenceNames } from './records/display';
import { isSensitiveField, maskSensitive } from './reports/masking';

/** Shortest query searched: one letter matches nearly everything and tells nobody anything. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Hits listed per area; the rest are counted ("and 4 more"). */
export const HITS_PER_AREA = 8;

/** GET /api/search query. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters to search`)
    .max(SEARCH_MAX_LENGTH, `A search can be at most ${SEARCH_MAX_LENGTH} characters`),
});

const hitSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The field that matched, as "Label: value" (sensitive numbers masked); '' for the title. */
  detail: z.string(),
});
export type SearchHit = z.infer<typeof hitSchema>;

/** GET /api/search answer: the areas with hits, in sidebar order. */
export const searchResultsSchema = z.object({
  query: z.string(),
  groups: z.array(
    z.object({
      /** The record kind's key. */
      area: z.string(),
      /** The area's page title ('Family Members'). */
      label: z.string(),
      hits: z.array(hitSchema),
      /** Hits in the area, listed or not. */
      total: z.number(),
    }),
  ),
  total: z.number(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** Lower case, accents dropped, so 'jose' finds 'José' and 'ANN' finds 'Ann'. */
export function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The query's words; a record matches when it holds every one of them. */
export function searchTerms(query: string): string[] {
  return [...new Set(normalise(query).split(/\s+/).filter(Boolean))];
}

/**
 * A field as search sees it: `shown` as its card would show it (sensitive numbers by their last
 * 4), `words` what a query may match (the stored form too: '2024-01-05' and 'Jan 5, 2024').
 */
function fieldWords(
  field: FieldSpec,
  value: unknown,
  names?: ReferenceNames,
): { shown: string; words: string } {
  const none = { shown: '', words: '' };
  if (isBlank(value)) return none;
  const text = String(value).trim();
  const both = (shown: string) => ({ shown, words: `${text} ${shown}` });
  switch (field.type) {
    case 'text':
      if (isSensitiveField(field)) {
        const masked = maskSensitive(field, text);
        return { shown: masked, words: masked };
      }
      return field.format === 'phone' ? both(formatPhone(text)) : { shown: text, words: text };
    case 'choice':
      return { shown: text, words: text };
    case 'money':
      return both(formatMoney(text, 2));
    case 'date':
      return both(formatDate(text));
    case 'reference': {
      const name = names?.get(text) ?? '';
      return { shown: name, words: name };
    }
    default:
      return none; // flags, counts and percentages name nothing a person searches for
  }
}

const clip = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The hits of one kind: records holding every term in their title or any field. A hit whose
 * title holds every term comes first; otherwise its detail names the first field that matched.
 */
export function searchKind(
  kind: RecordKind,
  display: RecordDisplay,
  records: readonly RecordJson[],
  terms: readonly string[],
  names?: ReferenceNames,
): SearchHit[] {
  if (terms.length === 0) return [];
  const ranked: { hit: SearchHit; rank: number }[] = [];
  for (const record of records) {
    if (record.locked) continue; // its words could not be opened
    const title = cardTitle(display, kind, record, names);
    const fields = Object.entries(kind.fields)
      .map(([name, field]) => ({ field, ...fieldWords(field, record[name], names) }))
      .filter((f) => f.words);
    const haystack = normalise([title, ...fields.map((f) => f.words)].join('\n'));
    if (!terms.every((t) => haystack.includes(t))) continue;
    const inTitle = terms.every((t) => normalise(title).includes(t));
    const first = inTitle
      ? undefined
      : fields.find((f) => terms.some((t) => normalise(f.words).includes(t)));
    ranked.push({
      hit: {
        id: record.id,
        title,
        detail: first ? clip(`${first.field.label}: ${first.shown.split('\n')[0]}`) : '',
      },
      rank: inTitle ? 0 : 1,
    });
  }
  // Stable: within a rank, the order the records came in.
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.hit);
}
