/**
 * Every sentence the AI assistant says on its own (part 1 §2, §8), written once: the server
 * answers with them and the screen falls back to them, so both always say the same thing.
 */

/** What still works without an AI service (records-answers.ts answers these). */
const FROM_YOUR_RECORDS =
  'your net worth, what is left on your checklist, your next important dates and your estate-tax estimate';

/**
 * Part 1 §8: a reply without response text. Said while no AI service is set up: plainly, and
 * never a setting's name (issue 41).
 */
export const NOT_CONFIGURED_REPLY = `This site has not set up the AI service, so I cannot answer general questions; your administrator can set it up. I can still answer from your own records: ${FROM_YOUR_RECORDS}.`;

/** Part 1 §8: a network or other failure. */
export const UNAVAILABLE_REPLY =
  "I'm sorry, I can't respond right now. The AI service needs to be configured correctly and reachable; please try again later.";

/** Appended to an answer from the user's records while no AI service is configured. */
export const GENERAL_ADVICE_NOTE =
  'General financial advice beyond your own records needs the AI service, which this site has not set up; your administrator can.';

/** The preset opening greeting (part 1 §2: the wording is not shown, so it is ours). */
export const ASSISTANT_GREETING = `Hello! I'm your AI financial assistant. Ask me about investments, estate planning, tax strategies or financial research, or about your own records: ${FROM_YOUR_RECORDS}.`;

/** The greeting while no AI service is set up: what is missing, and what still works. */
export const GREETING_WITHOUT_SERVICE = `Hello! This site has not set up the AI service; your administrator can. Until then I can answer from your own records: ${FROM_YOUR_RECORDS}.`;

/** The greeting the chat opens with, with an AI service or without one. */
export function assistantGreeting(configured: boolean): string {
  return configured ? ASSISTANT_GREETING : GREETING_WITHOUT_SERVICE;
}

/** The badge beside the chat's title while no AI service is set up (was "API Key Required"). */
export const NO_SERVICE_BADGE = 'AI service not set up';

/** The disclaimer under the chat (part 1 §2). */
export const ASSISTANT_DISCLAIMER =
  'This assistant provides general information for educational purposes only and is not professional financial, legal or tax advice. Consult a qualified professional before making decisions.';

/**
 * Where questions go (issue 41: "only you and the people you trust" left the AI provider out).
 * Said in the Security Centre and on the landing page, true with an AI service and without.
 */
export const AI_PROVIDER_NOTICE =
  'With an AI service set up by this site, each question you ask the assistant goes to that service’s provider to be answered, and so does a summary of your totals and counts if you turn on “Use my records to personalise answers”. Without one, nothing you ask leaves this site.';

/** The same, on the assistant's screen while a service is set up. */
export const QUESTIONS_GO_TO_PROVIDER =
  'Your questions go to the AI service this site has set up, whose provider answers them; with the switch on, so does that summary.';

/** The consent switch's label: off by default. */
export const USE_RECORDS_LABEL = 'Use my records to personalise answers';

/** What the switch shares, shown beside it (records-summary.ts sends exactly this much). */
export const USE_RECORDS_EXPLANATION =
  'Shares totals and counts, checklist progress, the titles of open tasks and upcoming dates, and your estate-tax estimate. Nothing else: no SSNs, account or policy numbers, family or contact details, notes or documents.';

/**
 * The four intro cards (part 1 §2). `description` is what the card says with an AI service;
 * without one the assistant answers only from the user's records
 * (records-answers.ts), so `withoutService` says what that card's subject gets then.
 */
export const INTRO_CARDS = [
  {
    title: 'Investment Advice',
    description: 'Portfolio allocation, retirement accounts and risk, explained plainly.',
    withoutService: 'Your net worth from your records. General advice needs the AI service.',
  },
  {
    title: 'Estate Planning',
    description: 'Wills, trusts, beneficiaries and powers of attorney: what to do next.',
    withoutService:
      'What is left on your checklist and your next dates. General advice needs the AI service.',
  },
  {
    title: 'Tax Strategies',
    description: 'Estate and gift tax, exemptions and tax-efficient giving.',
    withoutService: 'Your estimated federal estate tax. General advice needs the AI service.',
  },
  {
    title: 'Financial Research',
    description: 'Current figures and rules, researched for you.',
    withoutService: 'Needs the AI research service, which this site has not set up.',
  },
] as const;

/** The intro cards' lines as the screen shows them: with an AI service, or without one. */
export function introCards(
  configured: boolean,
): { title: (typeof INTRO_CARDS)[number]['title']; description: string }[] {
  return INTRO_CARDS.map(({ title, description, withoutService }) => ({
    title,
    description: configured ? description : withoutService,
  }));
}

/** The eight 'Popular Questions' (part 1 §2: clicking one fills the input). */
export const POPULAR_QUESTIONS = [
  'What is my current net worth?',
  'What is left on my estate planning checklist?',
  'What are my next important dates?',
  'What is my estimated federal estate tax?',
  'What is the difference between a will and a living trust?',
  'How should I choose beneficiaries for my retirement accounts?',
  'How much can I give each year without paying gift tax?',
  'What documents should my family be able to find if something happens to me?',
] as const;
