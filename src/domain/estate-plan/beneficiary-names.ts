/**
 * Reading a beneficiary field as typed ("Jane Smith (wife) 60%, children equally; contingent:
 * Smith Family Trust") into the names it holds, each with its stated share and whether it is a
 * contingent (backup) designation.
 */

/** One name on a beneficiary field. */
export interface NamedBeneficiary {
  /** Its place among the field's names, from 0: with the record's id, what a match is kept by. */
  position: number;
  /** The part of the field as typed, trimmed ("Jane Smith (wife) 60%"). */
  text: string;
  /** The name alone: shares, remarks in brackets and filler words taken out ("Jane Smith"). */
  name: string;
  /** The share stated for this name, 0..100, or null. */
  sharePercent: number | null;
  /** Named as a contingent (secondary, alternate) beneficiary. */
  contingent: boolean;
}

// Names are separated by ; , / + & or the word "and", or by a new line.
const SEPARATOR = /\s*(?:[;,/+\n]|\s&\s|\band\b)\s*/i;
const CONTINGENT = /^(?:contingent|secondary|alternate)s?\b\s*(?:beneficiar(?:y|ies))?\s*:?\s*/i;
const PRIMARY = /^primary\b\s*(?:beneficiar(?:y|ies))?\s*:?\s*/i;
const SHARE = /(\d{1,3}(?:\.\d{1,2})?)\s*%/;
const FILLER =
  /\b(?:in equal shares|equally|per stirpes|per capita|each|share|shares|to|my|our)\b/gi;

/** Commas and "and" inside brackets are remarks, not separators: "Jane (wife, 60%)". */
function protectBrackets(text: string): string {
  return text.replace(
    /\(([^)]*)\)/g,
    (_m, inner: string) => `(${inner.replace(/[;,/+&\n]/g, ' ').replace(/\band\b/gi, ' ')})`,
  );
}

/** The names on a beneficiary field, in the order typed; [] for a blank field. */
export function parseBeneficiaries(field: string | null | undefined): NamedBeneficiary[] {
  if (!field || !field.trim()) return [];
  const out: NamedBeneficiary[] = [];
  let contingentMode = false;
  for (const raw of protectBrackets(field).split(SEPARATOR)) {
    let part = raw.trim();
    if (CONTINGENT.test(part)) {
      contingentMode = true;
      part = part.replace(CONTINGENT, '');
    } else if (PRIMARY.test(part)) {
      contingentMode = false;
      part = part.replace(PRIMARY, '');
    }
    const share = SHARE.exec(part);
    const contingent = contingentMode || /\((?:[^)]*\b)?contingent\b[^)]*\)/i.test(part);
    const name = part
      .replace(/\([^)]*\)/g, ' ')
      .replace(SHARE, ' ')
      .replace(FILLER, ' ')
      .replace(/[:.\-–]+\s*$/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!name) continue;
    out.push({
      position: out.length,
      text: part.replace(/\s+/g, ' ').trim(),
      name,
      sharePercent: share ? Number(share[1]) : null,
      contingent,
    });
  }
  return out;
}

const DROPPED_TOKENS = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'jr', 'sr', 'ii', 'iii', 'iv']);

/**
 * A name as comparable tokens: no case, accents, punctuation, titles or suffixes
 * ("Dr. José M. Álvarez Jr." → ['jose', 'm', 'alvarez']).
 */
export function nameTokens(name: string | null | undefined): string[] {
  return (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9'\s-]/g, ' ')
    .replace(/['-]/g, '')
    .split(/\s+/)
    .filter((t) => t && !DROPPED_TOKENS.has(t));
}
