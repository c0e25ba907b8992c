/**
 * Who a name on a beneficiary field means: a family member (by name, tolerant of case, accents,
 * middle names and initials; or by a word like "spouse" or "children"), the estate, a trust, a
 * charity, or nobody in the family. The owner's own answer, when kept for this very text, wins.
 */
import { nameTokens, type NamedBeneficiary } from './beneficiary-names';

/** A family member as the rules read one. */
export interface FamilyPerson {
  id: string;
  name: string;
  relationship: string | null;
  /** YYYY-MM-DD or null. */
  dateOfBirth: string | null;
  formerSpouse: boolean;
}

/** The owner's kept answer for one name (by record and position), and the text it was given for. */
export interface KeptMatch {
  text: string;
  familyMemberId: string | null;
  outsideFamily: boolean;
}

export type MatchStatus =
  | 'confirmed' // the owner chose a family member
  | 'outside' // the owner said: not in the family list
  | 'exact' // the full name, as listed
  | 'name' // first and last name (middle names or initials differ)
  | 'first-name' // a first name only, and one member has it
  | 'role' // "spouse", "children"...
  | 'ambiguous' // more than one member fits
  | 'unmatched' // nobody in the family list
  | 'estate'
  | 'trust'
  | 'charity';

export interface BeneficiaryMatch {
  status: MatchStatus;
  /** The members meant (several for "children"). */
  memberIds: string[];
  /** For 'ambiguous': who it could be. */
  candidates: string[];
}

/** Words meaning family members by relationship; singular words need exactly one such member. */
const ROLE_WORDS: readonly { words: readonly string[]; relationship: string; plural: boolean }[] = [
  { words: ['spouse', 'wife', 'husband'], relationship: 'Spouse', plural: false },
  { words: ['partner'], relationship: 'Partner', plural: false },
  { words: ['children', 'kids', 'sons', 'daughters'], relationship: 'Child', plural: true },
  { words: ['child', 'son', 'daughter'], relationship: 'Child', plural: false },
  { words: ['grandchildren', 'grandkids'], relationship: 'Grandchild', plural: true },
  { words: ['grandchild', 'grandson', 'granddaughter'], relationship: 'Grandchild', plural: false },
  { words: ['stepchildren'], relationship: 'Step-child', plural: true },
  { words: ['parents'], relationship: 'Parent', plural: true },
  { words: ['mother', 'father', 'mom', 'dad'], relationship: 'Parent', plural: false },
  { words: ['siblings', 'brothers', 'sisters'], relationship: 'Sibling', plural: true },
  { words: ['brother', 'sister'], relationship: 'Sibling', plural: false },
];
const FILLER_TOKENS = new Set(['the', 'all', 'surviving', 'living', 'beloved', 'of', 'me']);
const CHARITY_WORDS =
  /\b(?:foundation|church|university|college|hospital|charity|charities|society|ministries|ministry|fund|inc|incorporated|organization|temple|synagogue|mosque|shelter|food bank)\b/i;

const roleOf = (token: string) => ROLE_WORDS.find((r) => r.words.includes(token));

/** Matches one name against the family (and the charities the owner gives to). */
export function matchBeneficiary(
  named: NamedBeneficiary,
  family: readonly FamilyPerson[],
  options: { kept?: KeptMatch; charityNames?: readonly string[] } = {},
): BeneficiaryMatch {
  const none = (status: MatchStatus): BeneficiaryMatch => ({
    status,
    memberIds: [],
    candidates: [],
  });
  const kept = options.kept;
  if (kept && kept.text === named.text) {
    if (kept.outsideFamily) return none('outside');
    if (kept.familyMemberId && family.some((m) => m.id === kept.familyMemberId))
      return { status: 'confirmed', memberIds: [kept.familyMemberId], candidates: [] };
  }
  const tokens = nameTokens(named.name).filter((t) => !FILLER_TOKENS.has(t));
  const joined = tokens.join(' ');
  if (tokens[0] === 'estate' || joined === 'executor' || joined.startsWith('estate '))
    return none('estate');
  if (tokens.includes('trust')) return none('trust');
  const charities = (options.charityNames ?? [])
    .map((c) => nameTokens(c).join(' '))
    .filter(Boolean);
  if (charities.some((c) => c === joined || joined.includes(c)) || CHARITY_WORDS.test(named.name))
    return none('charity');

  const roles = tokens.map(roleOf).filter((r) => r !== undefined);
  const nameOnly = tokens.filter((t) => !roleOf(t));
  const living = family.filter((m) => !m.formerSpouse);
  if (nameOnly.length === 0 && roles.length > 0) {
    const ids = [
      ...new Set(
        roles.flatMap((r) =>
          living.filter((m) => m.relationship === r.relationship).map((m) => m.id),
        ),
      ),
    ];
    if (ids.length === 0) return none('unmatched');
    if (ids.length > 1 && roles.every((r) => !r.plural))
      return { status: 'ambiguous', memberIds: [], candidates: ids };
    return { status: 'role', memberIds: ids, candidates: [] };
  }
  return matchByName(
    nameOnly,
    family,
    roles.map((r) => r.relationship),
  );
}

/** The best name match: exact, then first and last name, then a first name alone. */
function matchByName(
  named: readonly string[],
  family: readonly FamilyPerson[],
  hintRelationships: readonly string[],
): BeneficiaryMatch {
  const levels: { status: MatchStatus; test: (t: string[]) => boolean }[] = [
    { status: 'exact', test: (t) => t.join(' ') === named.join(' ') },
    {
      status: 'name',
      test: (t) =>
        named.length >= 2 && t.length >= 2 && t[0] === named[0] && t.at(-1) === named.at(-1),
    },
    { status: 'first-name', test: (t) => named.length === 1 && t[0] === named[0] },
  ];
  for (const level of levels) {
    let ids = family.filter((m) => level.test(nameTokens(m.name))).map((m) => m.id);
    if (ids.length > 1 && hintRelationships.length > 0) {
      const hinted = ids.filter((id) =>
        hintRelationships.includes(family.find((m) => m.id === id)?.relationship ?? ''),
      );
      if (hinted.length > 0) ids = hinted;
    }
    if (ids.length === 1) return { status: level.status, memberIds: ids, candidates: [] };
    if (ids.length > 1) return { status: 'ambiguous', memberIds: [], candidates: ids };
  }
  return { status: 'unmatched', memberIds: [], candidates: [] };
}
