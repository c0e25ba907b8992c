import { isBlank } from '../../domain/format';
import { RECORD_KINDS, type RecordJson } from '../../domain/records';
import { cardTitle, RECORD_DISPLAYS } from '../../domain/records/display';
import { MEDICAL_FOR_EVERYONE } from '../../domain/records/display/medical-information';
import { originalsOf } from '../../domain/records/originals';
import {
  CALL_PROFESSIONS,
  KEY_CHECKLIST_CATEGORIES,
  KEY_ORIGINAL_TYPES,
  MAX_CHANGES_LISTED,
  type CallContact,
  type VisitorHome,
} from '../../domain/visitor-home';
import { referenceNames, type UserRecords } from '../reports/report-data';

/**
 * The visitor home's sections, built from the owner's records the grant lets the visitor read
 * (an area outside it arrives empty, so its section is empty too). Pure: the route loads.
 */
const text = (value: unknown) => (isBlank(value) ? '' : String(value).trim());

/** People the documents name (executor, trustee, agent), with a phone and address where recorded. */
function namedPeople(records: UserRecords): CallContact[] {
  const members = new Map(records['family-members'].map((m) => [m.id, m]));
  const contacts = new Map(records['professional-contacts'].map((c) => [c.id, c]));
  return records.documents.flatMap((doc) => {
    const role = text(doc.namedRole);
    if (!role || doc.locked) return [];
    const as = `${role} in ${text(doc.title) || 'a document'}`;
    const member = members.get(text(doc.namedFamilyMemberId));
    const contact = contacts.get(text(doc.namedContactId));
    return [
      ...(member && !member.locked
        ? [
            {
              name: text(member.name),
              role: as,
              source: 'named' as const,
              organisation: '',
              phone: text(member.cellPhone) || text(member.homePhone),
              email: text(member.email),
            },
          ]
        : []),
      ...(contact && !contact.locked
        ? [
            {
              name: text(contact.name),
              role: as,
              source: 'named' as const,
              organisation: text(contact.company),
              phone: text(contact.phone),
              email: text(contact.email),
            },
          ]
        : []),
    ];
  });
}

/** The attorney, estate planner, financial advisor, trust officer and CPA, in that order. */
function professionals(records: UserRecords): CallContact[] {
  const order: readonly string[] = CALL_PROFESSIONS;
  return records['professional-contacts']
    .filter((c) => !c.locked && order.includes(text(c.profession)))
    .sort((a, b) => order.indexOf(text(a.profession)) - order.indexOf(text(b.profession)))
    .map((c) => ({
      name: text(c.name),
      role: text(c.profession),
      source: 'professional' as const,
      organisation: text(c.company),
      phone: text(c.phone),
      email: text(c.email),
    }));
}

/** Whose a medical record is: the family member's name, or 'General' as on its list. */
function personOf(record: RecordJson, names: ReadonlyMap<string, string>): string {
  const id = text(record.familyMemberId);
  return (id && names.get(id)) || MEDICAL_FOR_EVERYONE;
}

/** Each doctor once, with everyone they care for. */
function doctors(records: UserRecords, names: ReadonlyMap<string, string>): CallContact[] {
  const byName = new Map<string, CallContact>();
  for (const m of records['medical-information']) {
    const name = text(m.doctorName);
    if (!name || m.locked) continue;
    const seen = byName.get(name);
    const person = personOf(m, names);
    if (seen) seen.role = `${seen.role}, ${person}`;
    else
      byName.set(name, {
        name,
        role: `Doctor for ${person}`,
        source: 'doctor',
        organisation: '',
        phone: text(m.doctorPhone),
        email: '',
      });
  }
  return [...byName.values()];
}

export function callList(records: UserRecords, trusted: CallContact[]): CallContact[] {
  const names = referenceNames(records);
  return [
    ...namedPeople(records),
    ...trusted,
    ...professionals(records),
    ...doctors(records, names),
  ];
}

export function keyOriginals(records: UserRecords): VisitorHome['originals'] {
  const types: readonly string[] = KEY_ORIGINAL_TYPES;
  return originalsOf(records.documents, referenceNames(records)).filter((o) =>
    types.includes(o.documentType),
  );
}

export function keyChecklist(records: UserRecords): VisitorHome['checklist'] {
  const categories: readonly string[] = KEY_CHECKLIST_CATEGORIES;
  return records['estate-checklist-items']
    .filter((i) => !i.locked && categories.includes(text(i.category)))
    .map((i) => ({
      id: i.id,
      title: text(i.title) || 'Untitled',
      category: text(i.category),
      completed: i.isCompleted === true,
    }));
}

export function medicalEssentials(records: UserRecords): VisitorHome['medical'] {
  const names = referenceNames(records);
  return records['medical-information']
    .filter((m) => !m.locked)
    .map((m) => ({
      id: m.id,
      person: personOf(m, names),
      medications: text(m.medications),
      allergies: text(m.allergies),
      conditions: text(m.medicalConditions),
      doctor: text(m.doctorName),
      doctorPhone: text(m.doctorPhone),
      hospital: text(m.hospitalPreference),
      emergencyContact: text(m.emergencyContact),
      emergencyPhone: text(m.emergencyContactPhone),
    }));
}

/** Records added or changed after `since` (every record on a first visit is not news: none). */
export function changesSince(records: UserRecords, since: Date | null): VisitorHome['changes'] {
  if (!since) return { since: null, items: [], total: 0 };
  const names = referenceNames(records);
  const items = RECORD_KINDS.flatMap((kind) =>
    records[kind.key]
      .filter((r) => !r.locked && Date.parse(String(r.updatedAt)) > since.getTime())
      .map((r) => {
        const added = Date.parse(String(r.createdAt)) > since.getTime();
        return {
          area: kind.key,
          recordId: r.id,
          title: cardTitle(RECORD_DISPLAYS[kind.key], kind, r, names),
          change: added ? ('added' as const) : ('changed' as const),
          at: String(r.updatedAt),
        };
      }),
  ).sort((a, b) => b.at.localeCompare(a.at));
  return {
    since: since.toISOString(),
    items: items.slice(0, MAX_CHANGES_LISTED),
    total: items.length,
  };
}
