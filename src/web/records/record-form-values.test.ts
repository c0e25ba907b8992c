import { describe, expect, it } from 'vitest';
import { recordKindByKey } from '../../domain/records';
import { MORE_DETAILS } from '../../domain/records/investment-accounts';
import { groupBySection } from './record-dialog';
import { asksSeparately, editableFields, fillFollowers } from './record-form-values';

const family = recordKindByKey('family-members')!;
const birthday = family.fields.birthday!;

describe('forms that ask what a family knows (issue 41)', () => {
  it('ask one date for a family member: Birthday follows Date of Birth', () => {
    expect(asksSeparately('birthday', birthday, null)).toBe(false);
    const same = { id: 'a', dateOfBirth: '1950-03-02', birthday: '1950-03-02' };
    expect(asksSeparately('birthday', birthday, same as never)).toBe(false);
    const values = fillFollowers(family, { dateOfBirth: '1950-03-02', birthday: '' }, null);
    expect(values.birthday).toBe('1950-03-02');
  });

  it('show Birthday on its own only where the record already holds two different dates', () => {
    const differs = { id: 'a', dateOfBirth: '1950-03-02', birthday: '1950-03-09' };
    expect(asksSeparately('birthday', birthday, differs as never)).toBe(true);
    const values = fillFollowers(
      family,
      { dateOfBirth: '1950-03-02', birthday: '1950-03-09' },
      differs as never,
    );
    expect(values.birthday).toBe('1950-03-09');
  });

  it('ask Contributions YTD and Employer Match last, under More details', () => {
    const sections = groupBySection(editableFields(recordKindByKey('investment-accounts')!));
    const last = sections.at(-1)!;
    expect(last.heading).toBe(MORE_DETAILS);
    expect(last.fields.map(([, f]) => f.label)).toEqual(['Contributions YTD', 'Employer Match']);
    expect(sections[0]!.fields.map(([, f]) => f.label)).not.toContain('Employer Match');
  });

  it("explain a document's Named As under the field", () => {
    expect(recordKindByKey('documents')!.fields.namedRole!.hint).toBe(
      'The part this document gives the person below: for a will, usually the executor.',
    );
  });

  it('keep the family form’s sections in their order', () => {
    const headings = groupBySection(editableFields(family)).map((s) => s.heading);
    expect(new Set(headings).size).toBe(headings.length);
  });
});
