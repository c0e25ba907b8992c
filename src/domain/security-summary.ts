/**
 * The Security Centre's first lines, and the user guide's: what the protection means for a
 * family, in six lines or fewer, before the technical details (ciphers, nonces, RFC numbers).
 * Each line stays true on every installation; what depends on the site's settings (an AI
 * service) says so.
 */
export const SECURITY_IN_PLAIN_WORDS: readonly string[] = [
  'Everything you type into your records, and every file you upload, is stored encrypted. Your password or your recovery key opens it, and the people you trust open only what you share with them. Your name and email address are not encrypted, so we can sign you in and write to you.',
  'No one who runs this site has a tool that shows what is in your records.',
  'The people you trust see only the areas you choose, once you have confirmed them, and you can see everything they opened.',
  'Letters and final wishes stay sealed, even from them, until your executor’s emergency access opens.',
  'Keep your Emergency Kit somewhere safe: with its recovery key, a forgotten password loses nothing.',
  'If this site has set up an AI service, the questions you ask the assistant go to its provider to be answered; otherwise nothing you ask leaves this site.',
];

/** The trusted-people card's first line, before how the server keeps to it. */
export const TRUSTED_PEOPLE_IN_PLAIN_WORDS =
  'The people you trust see only the areas you choose, and only after you confirm them. Only an editor can change your records, and everything they open or change is listed for you.';
