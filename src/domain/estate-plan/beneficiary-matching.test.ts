import { describe, expect, it } from 'vitest';
import { matchBeneficiary, type FamilyPerson } from './beneficiary-matching';
import { nameTokens, parseBeneficiaries } from './beneficiary-names';

const family: FamilyPerson[] = [
  {
    id: 'jane',
    name: 'Jane Marie Ellis',
    relationship: 'Spouse',
    dateOfBirth: '1968-04-02',
    formerSpouse: false,
  },
  {
    id: 'tom',
    name: 'Thomas Ellis',
    relationship: 'Child',
    dateOfBirth: '1995-01-10',
    formerSpouse: false,
  },
  {
    id: 'ava',
    name: 'Ava Ellis',
    relationship: 'Child',
    dateOfBirth: '2012-06-30',
    formerSpouse: false,
  },
  { id: 'rita', name: 'Rita Gómez', relationship: 'Spouse', dateOfBirth: null, formerSpouse: true },
  {
    id: 'tom-sr',
    name: 'Thomas Ellis Sr.',
    relationship: 'Parent',
    dateOfBirth: null,
    formerSpouse: false,
  },
];
const one = (text: string) => parseBeneficiaries(text)[0];
const match = (text: string, charityNames: string[] = []) =>
  matchBeneficiary(one(text), family, { charityNames });

describe('reading a beneficiary field', () => {
  it('splits names on commas, semicolons, "and", "&" and new lines, keeping shares', () => {
    // Worked example: three names, two with shares, then a contingent trust.
    const names = parseBeneficiaries(
      'Jane Ellis (wife) 60%, Thomas & Ava equally; Contingent: Ellis Family Trust',
    );
    expect(names.map((n) => [n.name, n.sharePercent, n.contingent])).toEqual([
      ['Jane Ellis', 60, false],
      ['Thomas', null, false],
      ['Ava', null, false],
      ['Ellis Family Trust', null, true],
    ]);
    expect(names.map((n) => n.position)).toEqual([0, 1, 2, 3]);
    expect(names[0].text).toBe('Jane Ellis (wife) 60%');
  });

  it('keeps commas and "and" inside brackets as one name, and reads "primary:" back', () => {
    const names = parseBeneficiaries(
      'Primary: Jane (wife, 50% and more) ; secondary: kids\nprimary: Tom 50%',
    );
    expect(names.map((n) => [n.name, n.sharePercent, n.contingent])).toEqual([
      ['Jane', 50, false],
      ['kids', null, true],
      ['Tom', 50, false],
    ]);
  });

  it('reads a blank field as no names', () => {
    expect(parseBeneficiaries('')).toEqual([]);
    expect(parseBeneficiaries('  \n ')).toEqual([]);
    expect(parseBeneficiaries(null)).toEqual([]);
  });

  it('compares names without case, accents, punctuation, titles or suffixes', () => {
    expect(nameTokens('Dr. José M. Álvarez Jr.')).toEqual(['jose', 'm', 'alvarez']);
    expect(nameTokens("Mary-Jane O'Neil")).toEqual(['maryjane', 'oneil']);
  });
});

describe('matching a name to the family', () => {
  it('matches the full name, then first and last with a middle name or initial', () => {
    expect(match('jane marie ellis')).toMatchObject({ status: 'exact', memberIds: ['jane'] });
    expect(match('Jane Ellis')).toMatchObject({ status: 'name', memberIds: ['jane'] });
    expect(match('JANE M. ELLIS')).toMatchObject({ status: 'name', memberIds: ['jane'] });
    expect(match('Rita Gomez')).toMatchObject({ status: 'exact', memberIds: ['rita'] });
  });

  it('matches a first name alone only when one member has it', () => {
    expect(match('Ava')).toMatchObject({ status: 'first-name', memberIds: ['ava'] });
    // Thomas (child) and Thomas Sr. (parent): two people, so the owner must choose.
    expect(match('Thomas')).toMatchObject({ status: 'ambiguous', candidates: ['tom', 'tom-sr'] });
    // ...unless a relationship word says which.
    expect(match('my son Thomas')).toMatchObject({ status: 'first-name', memberIds: ['tom'] });
  });

  it('reads "spouse" and "children" as the family members with that relationship', () => {
    // The former spouse is not "my spouse".
    expect(match('Spouse')).toMatchObject({ status: 'role', memberIds: ['jane'] });
    expect(match('my wife')).toMatchObject({ status: 'role', memberIds: ['jane'] });
    expect(match('Children equally')).toMatchObject({ status: 'role', memberIds: ['tom', 'ava'] });
    // "my son" with two children could be either.
    expect(match('my son')).toMatchObject({ status: 'ambiguous', candidates: ['tom', 'ava'] });
    expect(match('grandchildren')).toMatchObject({ status: 'unmatched' });
  });

  it('tells the estate, trusts and charities from people', () => {
    expect(match('My Estate').status).toBe('estate');
    expect(match('Ellis Family Trust').status).toBe('trust');
    expect(match('Red Cross', ['American Red Cross']).status).toBe('unmatched');
    expect(match('American Red Cross', ['American Red Cross']).status).toBe('charity');
    expect(match('Springfield Food Bank').status).toBe('charity');
    expect(match('Uncle Bob')).toMatchObject({ status: 'unmatched', memberIds: [] });
  });

  it("applies the owner's kept answer only while the field still says the same", () => {
    const named = one('Bobby');
    const kept = { text: 'Bobby', familyMemberId: 'tom', outsideFamily: false };
    expect(matchBeneficiary(named, family, { kept })).toMatchObject({
      status: 'confirmed',
      memberIds: ['tom'],
    });
    expect(matchBeneficiary(one('Robert'), family, { kept })).toMatchObject({
      status: 'unmatched',
    });
    const outside = { text: 'Jane Ellis', familyMemberId: null, outsideFamily: true };
    expect(matchBeneficiary(one('Jane Ellis'), family, { kept: outside }).status).toBe('outside');
    // A kept member since deleted falls back to matching by name.
    const gone = { text: 'Ava', familyMemberId: 'deleted', outsideFamily: false };
    expect(matchBeneficiary(one('Ava'), family, { kept: gone }).status).toBe('first-name');
  });
});
