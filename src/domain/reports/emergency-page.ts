/**
 * The Emergency Binder's first page, "In an emergency" (issue 29): who to call, the medical
 * essentials, where the will, powers of attorney and healthcare directives are, and the final
 * wishes' headline. Pure: the server hands in the records and the trusted people.
 */
import { formatPhone, isBlank } from '../format';
import type { RecordJson, RecordKindKey } from '../records';
import { MEDICAL_FOR_EVERYONE } from '../records/display/medical-information';
import { originalsOf, type OriginalEntry } from '../records/originals';
import { plain } from './binder-layout';

/** The papers page one points to, and whose uploaded files the binder carries. */
export const ESTATE_PAPER_TYPES: readonly string[] = [
  'Will',
  'Living Will',
  'Trust Documents',
  'Power of Attorney',
  'Healthcare Power of Attorney',
  'Healthcare Directive',
];

/** Professions page one lists, and the words it uses for them. */
const CALL_PROFESSIONS: Readonly<Record<string, string>> = {
  Attorney: 'Attorney',
  'Estate Planner': 'Estate planner',
  'Trust Officer': 'Trust officer',
  'Financial Advisor': 'Financial adviser',
  'Investment Advisor': 'Investment adviser',
  CPA: 'Accountant (CPA)',
  'Tax Preparer': 'Accountant (tax preparer)',
};

/** A trusted person of the owner's, as page one lists them. */
export interface BinderPerson {
  name: string;
  /** 'Executor', 'Viewer', 'Editor'. */
  role: string;
  email: string;
}

export interface Contact {
  name: string;
  role: string;
  phone: string;
  email: string;
}

export interface MedicalEssentials {
  who: string;
  rows: { label: string; value: string }[];
}

export interface EmergencyPage {
  call: Contact[];
  medical: MedicalEssentials[];
  papers: OriginalEntry[];
  /** Checklist tasks about these papers, with whether they are done. */
  tasks: { title: string; done: boolean }[];
  /** The final wishes' headline lines (burial or cremation, the service), [] for none. */
  wishes: string[];
}

type Records = Readonly<Partial<Record<RecordKindKey, readonly RecordJson[]>>>;

const PAPER_TASK = /\b(will|trusts?|power of attorney|poa|healthcare|health care|directive)\b/i;
const open = (list: readonly RecordJson[] | undefined) => (list ?? []).filter((r) => !r.locked);
const phone = (value: unknown) =>
  isBlank(value) ? '' : formatPhone(String(value)) || plain(value);

/** A family member's phone, found by the trusted person's name (users keep no phone of their own). */
function phoneOf(name: string, family: readonly RecordJson[]): string {
  const match = family.find((m) => plain(m.name).toLowerCase() === name.toLowerCase());
  return match ? phone(match.cellPhone) || phone(match.homePhone) : '';
}

/** Builds page one. `names` gives family members' and contacts' names by id. */
export function emergencyPage(
  records: Records,
  people: readonly BinderPerson[],
  names: ReadonlyMap<string, string>,
  wishes: readonly string[] = [],
): EmergencyPage {
  const family = open(records['family-members']);
  const executorsFirst = [...people].sort(
    (a, b) => Number(b.role === 'Executor') - Number(a.role === 'Executor'),
  );
  const call: Contact[] = executorsFirst.map((p) => ({
    name: p.name,
    role: p.role,
    phone: phoneOf(p.name, family),
    email: p.email,
  }));
  for (const c of open(records['professional-contacts'])) {
    const role = CALL_PROFESSIONS[plain(c.profession)];
    if (role)
      call.push({ name: plain(c.name), role, phone: phone(c.phone), email: plain(c.email) });
  }
  const medical: MedicalEssentials[] = [];
  for (const m of open(records['medical-information'])) {
    const who = isBlank(m.familyMemberId)
      ? MEDICAL_FOR_EVERYONE
      : (names.get(String(m.familyMemberId)) ?? MEDICAL_FOR_EVERYONE);
    if (!isBlank(m.doctorName))
      call.push({
        name: plain(m.doctorName),
        role: `Doctor (${who})`,
        phone: phone(m.doctorPhone),
        email: '',
      });
    const rows = [
      { label: 'Conditions', value: plain(m.medicalConditions) },
      { label: 'Allergies', value: plain(m.allergies) },
      { label: 'Medications', value: plain(m.medications) },
      {
        label: 'Doctor',
        value: [plain(m.doctorName), phone(m.doctorPhone)].filter(Boolean).join(', '),
      },
      { label: 'Hospital', value: plain(m.hospitalPreference) },
    ].filter((r) => r.value);
    if (rows.length) medical.push({ who, rows });
  }
  const papers = originalsOf(open(records.documents), names).filter((d) =>
    ESTATE_PAPER_TYPES.includes(d.documentType),
  );
  const tasks = open(records['estate-checklist-items'])
    .filter((t) => PAPER_TASK.test(plain(t.title)))
    .map((t) => ({ title: plain(t.title), done: t.isCompleted === true }));
  return { call, medical, papers, tasks, wishes: [...wishes] };
}
