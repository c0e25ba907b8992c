import { describe, expect, it } from 'vitest';
import { INTRO_CARDS, introCards } from './texts';

describe('the intro cards', () => {
  it('keep the spec’s four titles in both states', () => {
    const titles = ['Investment Advice', 'Estate Planning', 'Tax Strategies', 'Financial Research'];
    expect(introCards(true).map((c) => c.title)).toEqual(titles);
    expect(introCards(false).map((c) => c.title)).toEqual(titles);
  });

  it('promise research only with an AI service (issue 27)', () => {
    const research = (configured: boolean) =>
      introCards(configured).find((c) => c.title === 'Financial Research')?.description;
    expect(research(true)).toBe('Current figures and rules, researched for you.');
    expect(research(false)).toBe('Needs the AI research service, which this site has not set up.');
    for (const card of introCards(false)) {
      expect(card.description).not.toMatch(/researched for you|explained plainly|what to do next/);
    }
  });

  it('say without a service only what the records answers give (records-answers.ts)', () => {
    const without = INTRO_CARDS.map((c) => c.withoutService).join(' ');
    expect(without).toContain('Your net worth from your records');
    expect(without).toContain('What is left on your checklist and your next dates');
    expect(without).toContain('Your estimated federal estate tax');
  });
});
