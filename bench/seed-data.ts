// The records the benchmark seeds, shared by the runner (which POSTs them through the real API)
// and the bare comparison server (which inserts the same content unencrypted), so both hold rows
// of the same sizes.
import { RECORD_KINDS, isSealed, type RecordKind } from '../src/domain/records';
import { sampleRecord } from '../src/server/testing/record-samples';

/** Rows the family and banking list calls return in the lists scenario. */
export const LIST_ROWS = 50;
/** Records the lists user holds across the twelve kinds. */
export const TOTAL_RECORDS = 1_000;
/** Family-member counts of the growth series. */
export const GROWTH_SIZES = [100, 1_000, 10_000] as const;

/** Records per kind: exactly LIST_ROWS family members and bank accounts, the rest spread evenly. */
export function recordPlan(): { kind: RecordKind; count: number }[] {
  const listKeys = new Set(['family-members', 'bank-accounts']);
  const others = RECORD_KINDS.filter((k) => !listKeys.has(k.key));
  const rest = TOTAL_RECORDS - LIST_ROWS * listKeys.size;
  return RECORD_KINDS.map((kind) => {
    if (listKeys.has(kind.key)) return { kind, count: LIST_ROWS };
    const j = others.findIndex((k) => k.key === kind.key);
    // Spread the remainder over the first kinds so the counts add up exactly.
    const count = Math.floor(rest / others.length) + (j < rest % others.length ? 1 : 0);
    return { kind, count };
  });
}

const WORDS = ['oak', 'maple', 'harbor', 'silverstone', 'juniperridge', 'w'];

/** A varied, alphanumeric tag (valid inside emails and account numbers), e.g. `17maple`. */
export const tagFor = (i: number) => `${i}${WORDS[i % WORDS.length]}`;

/** The create body of the i-th record of a kind, as a form would POST it. */
export const bodyFor = (kind: RecordKind, i: number) => sampleRecord(kind, tagFor(i));

/**
 * What the API stores for a body: typed column values, and the non-empty text values that the
 * server packs into `sealed` (encrypted there; plain JSON text in the bare server).
 */
export function storedFormOf(kind: RecordKind, body: Record<string, unknown>) {
  const plain: Record<string, unknown> = {};
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    const field = kind.fields[name];
    if (!field || value === undefined) continue;
    if (!isSealed(field)) plain[name] = value;
    else if (typeof value === 'string' && value !== '') text[name] = value;
  }
  return { plain, sealedJson: Object.keys(text).length > 0 ? JSON.stringify(text) : null };
}
