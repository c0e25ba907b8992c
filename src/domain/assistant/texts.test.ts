import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_GREETING,
  assistantGreeting,
  GENERAL_ADVICE_NOTE,
  INTRO_CARDS,
  introCards,
  NO_SERVICE_BADGE,
  NOT_CONFIGURED_REPLY,
  UNAVAILABLE_REPLY,
} from './texts';

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

describe('without an AI service (issue 41)', () => {
  it('greets plainly: what is missing, who can set it up, and what still works', () => {
    expect(assistantGreeting(false)).toBe(
      'Hello! This site has not set up the AI service; your administrator can. Until then I can answer from your own records: your net worth, what is left on your checklist, your next important dates and your estate-tax estimate.',
    );
    expect(assistantGreeting(true)).toBe(ASSISTANT_GREETING);
    expect(NO_SERVICE_BADGE).toBe('AI service not set up');
  });

  it('never shows a setting’s name or asks for an API key', () => {
    const said = [
      NOT_CONFIGURED_REPLY,
      UNAVAILABLE_REPLY,
      GENERAL_ADVICE_NOTE,
      assistantGreeting(false),
      NO_SERVICE_BADGE,
      ...INTRO_CARDS.map((c) => c.withoutService),
    ];
    for (const text of said) {
      expect(text).not.toMatch(/[A-Z]+_[A-Z_]+|API key/i);
    }
    expect(NOT_CONFIGURED_REPLY).toBe(
      'This site has not set up the AI service, so I cannot answer general questions; your administrator can set it up. I can still answer from your own records: your net worth, what is left on your checklist, your next important dates and your estate-tax estimate.',
    );
  });
});
