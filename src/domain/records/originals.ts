import { formatDate, isBlank } from '../format';
import { ORIGINAL_DOCUMENT_TYPES } from './documents';
import type { RecordJson } from './record-schema';

/** Where one signed original is and who it names, as a report or a trusted person reads it. */
export interface OriginalEntry {
  id: string;
  title: string;
  documentType: string;
  /** Its Physical Location, '' when not recorded. */
  location: string;
  /** 'Ann Lee as Executor', 'Ann Lee and First Trust Co.', '' when nobody is recorded. */
  named: string;
  /** 'Jan 5, 2024', or ''. */
  signed: string;
  /** The attorney holding a copy, or ''. */
  attorney: string;
}

const text = (value: unknown) => (isBlank(value) ? '' : String(value).trim());

/**
 * The documents an executor needs first (wills, trusts, powers of attorney, healthcare
 * directives, deeds, insurance policies), in their given order. `names` gives the titles of the
 * family members and contacts they point at (by id); an unknown id reads as nothing.
 */
export function originalsOf(
  documents: readonly RecordJson[],
  names: ReadonlyMap<string, string>,
): OriginalEntry[] {
  const types: readonly string[] = ORIGINAL_DOCUMENT_TYPES;
  const name = (id: unknown) => (isBlank(id) ? '' : (names.get(String(id)) ?? ''));
  return documents
    .filter((d) => !d.locked && types.includes(String(d.documentType)))
    .map((d) => {
      const people = [name(d.namedFamilyMemberId), name(d.namedContactId)].filter(Boolean);
      const role = text(d.namedRole);
      return {
        id: d.id,
        title: text(d.title) || 'Untitled',
        documentType: text(d.documentType),
        location: text(d.location),
        named: people.length ? `${people.join(' and ')}${role ? ` as ${role}` : ''}` : '',
        signed: isBlank(d.dateSigned) ? '' : formatDate(String(d.dateSigned)),
        attorney: name(d.attorneyContactId),
      };
    });
}
