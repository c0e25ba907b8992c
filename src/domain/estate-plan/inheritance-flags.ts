/**
 * The questions an estate attorney would raise about who inherits what: an asset naming nobody,
 * a name not in the family list, a minor or a former spouse named directly, a spouse or child
 * named on nothing, no will, shares that do not add up. Each links to where it is fixed.
 */
import type { RecordKindKey } from '../records';
import type { FamilyPerson } from './beneficiary-matching';
import { recordLink, recordsOf, textOf, type RecordsByKind } from './estate-records';
import type { InheritanceFlag } from './inheritance-api';
import type { InheritanceCore } from './inheritance-plan';
import { AGE_OF_MAJORITY } from './legal-rules';

/** Whole years from a YYYY-MM-DD birth date to `today` (YYYY-MM-DD), or null. */
export function ageOn(dateOfBirth: string | null, today: string): number | null {
  const b = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!b || !t) return null;
  const birthdayPassed = t[2] > b[2] || (t[2] === b[2] && t[3] >= b[3]);
  return Number(t[1]) - Number(b[1]) - (birthdayPassed ? 0 : 1);
}

/** Relationships an attorney expects the plan to provide for. */
const CLOSE_FAMILY = ['Spouse', 'Partner', 'Child', 'Step-child'];

/** Areas each kind of flag needs; without them (a trusted person's narrower view) it is not raised. */
const NEEDS: Record<InheritanceFlag['kind'], readonly RecordKindKey[]> = {
  'no-beneficiary': [],
  'shares-not-100': [],
  'unknown-beneficiary': ['family-members'],
  'minor-named': ['family-members'],
  'former-spouse-named': ['family-members'],
  'named-on-nothing': [
    'family-members',
    'bank-accounts',
    'investment-accounts',
    'insurance-policies',
  ],
  'no-will': ['documents', 'estate-checklist-items'],
};

/** True when the records hold a will: a document of type Will, or a completed checklist task about one. */
export function hasWill(records: RecordsByKind): boolean {
  return (
    recordsOf(records, 'documents').some((d) => d.documentType === 'Will') ||
    recordsOf(records, 'estate-checklist-items').some(
      (c) => c.isCompleted === true && /\bwill\b/i.test(textOf(c, 'title')),
    )
  );
}

/** The flags, most serious first. */
export function inheritanceFlags(
  plan: InheritanceCore,
  records: RecordsByKind,
  family: readonly FamilyPerson[],
  options: { today: string; missingAreas?: readonly string[] },
): InheritanceFlag[] {
  const flags: InheritanceFlag[] = [];
  const add = (flag: InheritanceFlag) => {
    if (!NEEDS[flag.kind].some((area) => options.missingAreas?.includes(area))) flags.push(flag);
  };
  const member = (id: string) => family.find((m) => m.id === id);
  const designation = (d: { recordKind: string; recordId: string; position: number }) => ({
    recordKind: d.recordKind,
    recordId: d.recordId,
    position: d.position,
  });

  for (const u of plan.unnamed) {
    const d = plan.designations.filter((x) => x.recordId === u.recordId);
    if (u.reason.startsWith('Names no beneficiary'))
      add({
        id: `no-beneficiary:${u.recordId}`,
        kind: 'no-beneficiary',
        severity: 'medium',
        title: `${u.title} names no beneficiary`,
        detail:
          'It will pass by your will, or by state law if there is none, through probate. Name a beneficiary (payable on death or transfer on death) if it should go to someone directly.',
        link: u.link,
        designation: null,
      });
    else if (u.reason.startsWith('The shares named'))
      add({
        id: `shares:${u.recordId}`,
        kind: 'shares-not-100',
        severity: 'medium',
        title: `The shares on ${u.title} do not add up to 100%`,
        detail: `${u.reason} Check the designation with the institution.`,
        link: u.link,
        designation: d[0] ? designation(d[0]) : null,
      });
  }
  for (const d of plan.designations) {
    if (d.status === 'unmatched' || d.status === 'ambiguous') {
      const who = d.candidates
        .map((id) => member(id)?.name)
        .filter(Boolean)
        .join(' or ');
      add({
        id: `unknown:${d.recordId}:${d.position}`,
        kind: 'unknown-beneficiary',
        severity: 'medium',
        title: `“${d.name}” on ${d.title} is not in your family list`,
        detail:
          d.status === 'ambiguous'
            ? `It could be ${who}: choose who is meant.`
            : 'Choose the family member this is, say it is someone outside the family, or correct the name on the record.',
        link: d.link,
        designation: designation(d),
      });
    }
    for (const id of d.memberIds) {
      const m = member(id);
      if (!m) continue;
      const age = ageOn(m.dateOfBirth, options.today);
      if (age !== null && age < AGE_OF_MAJORITY)
        add({
          id: `minor:${d.recordId}:${d.position}:${id}`,
          kind: 'minor-named',
          severity: 'high',
          title: `${m.name} (${age}) is named directly on ${d.title}`,
          detail: `A minor cannot take an inheritance outright: a court may appoint a guardian to hold it until ${AGE_OF_MAJORITY}. Name a trust or a custodian under your state's Uniform Transfers to Minors Act instead.`,
          link: d.link,
          designation: designation(d),
        });
      if (m.formerSpouse)
        add({
          id: `former:${d.recordId}:${d.position}:${id}`,
          kind: 'former-spouse-named',
          severity: 'high',
          title: `${m.name}, a former spouse or partner, is named on ${d.title}`,
          detail:
            'If this is not what you want now, change the designation with the institution: for employer plans a divorce does not undo it.',
          link: d.link,
          designation: designation(d),
        });
    }
  }
  const named = new Set(plan.designations.flatMap((d) => d.memberIds));
  for (const m of family.filter(
    (f) => CLOSE_FAMILY.includes(f.relationship ?? '') && !f.formerSpouse && !named.has(f.id),
  ))
    add({
      id: `nothing:${m.id}`,
      kind: 'named-on-nothing',
      severity: 'low',
      title: `${m.name} (${m.relationship}) is named on no account or policy`,
      detail:
        'Whatever they receive comes through your will or a trust: make sure it provides for them.',
      link: recordLink('family-members', m.id),
      designation: null,
    });
  if (!hasWill(records))
    add({
      id: 'no-will',
      kind: 'no-will',
      severity: 'high',
      title: 'Your checklist has no will',
      detail:
        'No document of type Will and no completed checklist task about a will. Without one, what names nobody passes by state intestacy law.',
      link: '/estate-planning',
      designation: null,
    });

  const order = { high: 0, medium: 1, low: 2 };
  return flags.sort((a, b) => order[a.severity] - order[b.severity]);
}
