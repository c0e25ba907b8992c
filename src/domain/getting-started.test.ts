import { describe, expect, it } from 'vitest';
import { isWillLocated, stepsDone } from './getting-started';
import { isFirstVisit } from './user';

describe('getting started', () => {
  it('ticks each step from what was recorded', () => {
    expect(
      stepsDone({
        familyMembers: 2,
        accounts: 0,
        willLocated: true,
        confirmedTrustedPeople: 0,
        kitSaved: true,
      }),
    ).toEqual({ family: true, accounts: false, will: true, trusted: false, kit: true });
  });

  it('counts a will as located with a place or an attorney’s copy, not a will alone', () => {
    expect(isWillLocated([{ documentType: 'Will' }])).toBe(false);
    expect(isWillLocated([{ documentType: 'Will', location: '  ' }])).toBe(false);
    expect(isWillLocated([{ documentType: 'Trust Documents', location: 'Safe' }])).toBe(false);
    expect(isWillLocated([{ documentType: 'Will', location: 'Safe' }])).toBe(true);
    expect(isWillLocated([{ documentType: 'Will', attorneyContactId: 'c1' }])).toBe(true);
  });
});

describe('first visit', () => {
  it('is a first visit until the person signs in again after signing up', () => {
    const createdAt = '2025-03-01T10:00:00.000Z';
    expect(isFirstVisit({ createdAt, lastLogin: createdAt })).toBe(true);
    expect(isFirstVisit({ createdAt, lastLogin: null })).toBe(true);
    expect(isFirstVisit({ createdAt, lastLogin: '2025-03-02T09:00:00.000Z' })).toBe(false);
    expect(isFirstVisit({ createdAt, lastLogin: '2025-03-01T10:00:00.400Z' })).toBe(false);
  });
});
