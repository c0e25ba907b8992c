import { describe, expect, it } from 'vitest';
import { changeRefusal, widensGrant, type GrantTerms } from './grant-changes';

const viewer: GrantTerms = { role: 'viewer', areas: ['family-members'], waitDays: 7 };

describe('widensGrant', () => {
  it('is true when the person may do more: write, read at once, more areas, a shorter wait', () => {
    expect(widensGrant(viewer, { ...viewer, role: 'editor' })).toBe(true);
    expect(widensGrant({ ...viewer, role: 'executor' }, viewer)).toBe(true);
    expect(widensGrant(viewer, { ...viewer, areas: ['family-members', 'documents'] })).toBe(true);
    expect(widensGrant(viewer, { ...viewer, areas: 'all' })).toBe(true);
    const executor = { ...viewer, role: 'executor' as const };
    expect(widensGrant(executor, { ...executor, waitDays: 2 })).toBe(true);
  });

  it('is false when the change only narrows or keeps what the person can do', () => {
    expect(widensGrant(viewer, viewer)).toBe(false);
    expect(widensGrant({ ...viewer, role: 'editor' }, viewer)).toBe(false);
    expect(widensGrant(viewer, { ...viewer, role: 'executor' })).toBe(false);
    expect(widensGrant({ ...viewer, areas: 'all' }, viewer)).toBe(false);
    const executor = { ...viewer, role: 'executor' as const };
    expect(widensGrant(executor, { ...executor, waitDays: 30 })).toBe(false);
    // A viewer's wait means nothing until they are an executor.
    expect(widensGrant(viewer, { ...viewer, waitDays: 1 })).toBe(false);
    expect(widensGrant(viewer, { ...viewer, role: 'executor', waitDays: 1 })).toBe(false);
  });
});

describe('changeRefusal', () => {
  it('allows a change before and after confirming, and says what to do first otherwise', () => {
    expect(changeRefusal('invited')).toBeNull();
    expect(changeRefusal('accepted')).toBeNull();
    expect(changeRefusal('confirmed')).toBeNull();
    expect(changeRefusal('requested')).toMatch(/Approve or reject it first/);
    expect(changeRefusal('approved')).toMatch(/Return them to standby first/);
    expect(changeRefusal('revoked')).toMatch(/Invite them again/);
  });
});
