import {
  RECORD_KINDS,
  plainFieldNames,
  sealedFieldNames,
  type RecordKind,
} from '../../domain/records';
import type { SecurityInfo } from '../../domain/security-info';

const labelsOf = (kind: RecordKind, names: readonly string[]) =>
  names.filter((name) => !kind.fields[name].serverManaged).map((name) => kind.fields[name].label);

/**
 * Which fields of each record area are sealed and which are stored plain, read from the record
 * descriptions that also build the tables (src/domain/records), so the list cannot drift from
 * what is stored. Server-set facts about an attached file (its size and type) are plain too and
 * are named in `PLAIN_SUMMARY`.
 */
export function fieldStorage(): SecurityInfo['fieldStorage'] {
  return RECORD_KINDS.map((kind: RecordKind) => ({
    key: kind.key,
    area: kind.plural[0].toUpperCase() + kind.plural.slice(1),
    sealed: labelsOf(kind, sealedFieldNames(kind)),
    plain: labelsOf(kind, plainFieldNames(kind)),
  }));
}

/** How many typed (encrypted) fields the record areas have: counted, not written down. */
export function sealedFieldCount(): number {
  return RECORD_KINDS.reduce((sum, kind) => sum + sealedFieldNames(kind).length, 0);
}

/** What stays readable without any key, in one sentence (the per-area lists say exactly which). */
export const PLAIN_SUMMARY =
  'Amounts and balances, dates (including dates of birth, birthdays and anniversaries), choices from fixed lists (relationship, account and policy types, the bank, institution and insurance company picked from a list, document category and type), yes/no flags, numbers such as a checklist priority or reminder days, which family member a medical record belongs to, and the size and type of an attached file. Anyone holding the database or a backup can read these; they stay plain so totals, sorting, filters and reminders work. A name typed under "Other" is encrypted';
