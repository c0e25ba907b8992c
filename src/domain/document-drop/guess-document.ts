import { formatDate } from '../format';
import { TYPE_CATEGORY, TYPE_RULES, type DocumentCategory, type DocumentType } from './type-rules';

/** What a dropped file is taken to be, for its owner to check in the edit dialog. */
export interface DocumentGuess {
  title: string;
  category: DocumentCategory;
  /** Null when neither the name nor the text says (the field is optional). */
  documentType: DocumentType | null;
}

/** How much of the text is read: papers say what they are on their first page. */
export const GUESS_TEXT_CHARS = 20_000;
/** The heading area: where a paper prints its own title. */
const HEADING_CHARS = 1_000;
const TITLE_MAX = 200;

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|heic|webp)$/i;
/** Words that say nothing of what a file is: cameras', scanners' and editors' default names. */
const FILLER = new Set(
  'img image dsc dscn dcim pxl mvimg photo photos pic picture scan scanned scanner document documents doc docs file files untitled screenshot screen shot whatsapp cam camera copy new page at am pm edited final and of the'.split(
    ' ',
  ),
);
/** Words kept in capitals when a name or heading is re-cased. */
const ACRONYMS = new Set(
  'llc llp lp inc ira poa hipaa dnr polst ssn usa us hoa ltc ein ii iii iv'.split(' '),
);
const SMALL_WORDS = new Set('a an and as at by for in of on or the to with'.split(' '));

/** Lower case, straight apostrophes, one space: what the rules match against. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\S\n]+/g, ' ');
}

/** The first match of a rule in `text`: where it starts and how long it is. */
function firstMatch(pattern: RegExp, text: string): { at: number; length: number } | null {
  const found = pattern.exec(text);
  return found ? { at: found.index, length: found[0].length } : null;
}

/**
 * The type whose words come first in `text` (a paper's title comes before what it mentions;
 * "Healthcare Power of Attorney" starts before its "Power of Attorney"); at the same place the
 * longer match, then the earlier rule, wins.
 */
function earliestType(text: string, useName: boolean): DocumentType | null {
  let best: { type: DocumentType; at: number; length: number } | null = null;
  for (const rule of TYPE_RULES) {
    const found = firstMatch(useName ? rule.name : (rule.text ?? rule.name), text);
    if (!found) continue;
    if (!best || found.at < best.at || (found.at === best.at && found.length > best.length))
      best = { type: rule.type, ...found };
  }
  return best?.type ?? null;
}

/** The type the body names most often (at least twice), when its heading names none. */
function mostMentionedType(text: string): DocumentType | null {
  let best: { type: DocumentType; count: number } | null = null;
  for (const rule of TYPE_RULES) {
    const pattern = rule.text ?? rule.name;
    const count = text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
    if (count >= 2 && (!best || count > best.count)) best = { type: rule.type, count };
  }
  return best?.type ?? null;
}

/** Title Case for a name or heading typed all in one case; mixed case is left as written. */
export function recase(words: string): string {
  if (words !== words.toLowerCase() && words !== words.toUpperCase()) return words;
  return words
    .split(' ')
    .map((typed, i) => {
      if (/\d/.test(typed)) return typed; // a form's number: W2, DD214, 1099-R
      const word = typed.toLowerCase();
      if (ACRONYMS.has(word.replace(/[^a-z]/g, ''))) return word.toUpperCase();
      if (i > 0 && SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

/**
 * A file name as a title: no extension, underscores as spaces (and dashes and dots too in a
 * name with no spaces, "last-will-2019"), words of a run-together name split
 * ("LastWillMary"), one case re-cased. "Last Will and Testament - Mary Smith.pdf" stays as typed.
 */
export function titleFromFileName(fileName: string): string {
  let name = fileName.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/_+/g, ' ');
  if (!/\s/.test(name)) name = name.replace(/[-.+]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  name = name
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—.,]+|[\s\-–—.,]+$/g, '')
    .slice(0, TITLE_MAX);
  return recase(name);
}

/** True when a cleaned file name says something beyond a camera's or scanner's default. */
function isMeaningful(title: string): boolean {
  return title
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/\d+/g, ''))
    .some((word) => word.length >= 2 && !FILLER.has(word));
}

/**
 * The heading line that names the type ("LAST WILL AND TESTAMENT"), with a next line that
 * completes it ("OF MARY SMITH"), re-cased; null when it is no short line.
 */
function headingTitle(text: string, type: DocumentType): string | null {
  const rule = TYPE_RULES.find((r) => r.type === type)!;
  const lines = text
    .slice(0, HEADING_CHARS)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim());
  const at = lines.findIndex((line) => (rule.text ?? rule.name).test(normalise(line)));
  if (at < 0 || lines[at].length > 80) return null;
  const next = lines[at + 1] ?? '';
  const title = /^(of|for)\s/i.test(next) && next.length <= 60 ? `${lines[at]} ${next}` : lines[at];
  return recase(title.replace(/[\s:.,;]+$/, '')).slice(0, TITLE_MAX);
}

/** "Photo from Jan 5, 2024" for a camera name holding its date (IMG_20240105_…), else "Photo". */
function photoTitle(fileName: string): string {
  const date = /(?:^|\D)((?:19|20)\d{2})-?(0[1-9]|1[0-2])-?(0[1-9]|[12]\d|3[01])(?:\D|$)/.exec(
    fileName,
  );
  return date ? `Photo from ${formatDate(`${date[1]}-${date[2]}-${date[3]}`)}` : 'Photo';
}

/**
 * Guesses a dropped file's title, type and category from its name and, for PDFs and Word
 * files, its text (the server extracts it and drops it after this call). The name decides the
 * type when it names one (the owner chose it); else the text's heading, else what its body
 * mentions most. The title is the name as typed unless the name is a device's default, then the
 * heading that named the type, else the type, else "Photo" or "Untitled document".
 */
export function guessDocument(fileName: string, text = ''): DocumentGuess {
  const fromName = titleFromFileName(fileName);
  const body = normalise(text.slice(0, GUESS_TEXT_CHARS));
  const typeFromName = earliestType(normalise(fromName), true);
  const typeFromHeading = typeFromName ? null : earliestType(body.slice(0, HEADING_CHARS), false);
  const documentType = typeFromName ?? typeFromHeading ?? mostMentionedType(body);

  let title: string;
  if (typeFromName || isMeaningful(fromName)) title = fromName;
  else if (typeFromHeading) title = headingTitle(text, typeFromHeading) ?? typeFromHeading;
  else if (documentType) title = documentType;
  else if (IMAGE_EXTENSION.test(fileName)) title = photoTitle(fileName);
  else title = 'Untitled document';

  return {
    title,
    category: documentType ? TYPE_CATEGORY[documentType] : 'Other',
    documentType,
  };
}
