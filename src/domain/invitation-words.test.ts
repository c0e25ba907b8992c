import { describe, expect, it } from 'vitest';
import { areasInWords, inviteeCan, inviteeWhen } from './invitation-words';

describe('the invitation in the invitee’s words', () => {
  it('names the areas in the sidebar’s order, joined as a sentence', () => {
    expect(areasInWords('all')).toBe('all of their records except Letters & Wishes');
    expect(areasInWords(['documents'])).toBe('Documents');
    expect(areasInWords(['documents', 'family-members', 'insurance-policies'])).toBe(
      'Family Members, Insurance and Documents',
    );
  });

  it('says what each role may do, and when, to the invitee', () => {
    const facts = { ownerName: 'Ann Lee', areas: ['documents'], waitDays: 1 } as const;
    expect(inviteeCan({ ...facts, role: 'viewer' })).toBe(
      'You will be able to read their Documents. You cannot change anything.',
    );
    expect(inviteeCan({ ...facts, role: 'editor' })).toContain("belongs to Ann Lee's records");
    expect(inviteeWhen({ ...facts, role: 'viewer' })).toBe(
      'From the day Ann Lee confirms you, until either of you ends it.',
    );
    expect(inviteeWhen({ ...facts, role: 'executor' })).toContain('has 1 day to reject it');
  });

  it('never promises all records, nor that an executor changes nothing (issue 41)', () => {
    const facts = { ownerName: 'Ann Lee', areas: 'all', waitDays: 7 } as const;
    expect(inviteeCan({ ...facts, role: 'viewer' })).toBe(
      'You will be able to read all of their records except Letters & Wishes. You cannot change anything.',
    );
    expect(inviteeCan({ ...facts, role: 'executor' })).toBe(
      'In an emergency you will be able to read all of their records except Letters & Wishes, and anything Ann Lee wrote for you in Letters & Wishes, and tick off the steps of your executor plan. You cannot change their records.',
    );
  });
});
