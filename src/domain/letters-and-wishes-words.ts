import type { TrustedPerson } from './trusted-people';

/**
 * Who can read Letters & Wishes, and when, in plain words: what happens, not how. The page's
 * notice, the user guide and the Security Centre's first lines say these; how it is done (the
 * after key, key pairs, the withheld secret) is SEALED_UNTIL_RELEASE_WORDS, for the details.
 */
export const LETTERS_IN_PLAIN_WORDS: ReadonlyArray<{ label: string; text: string }> = [
  {
    label: 'Until then',
    text: 'Only you can read your letters and final wishes, and the file a letter carries (a scan or a recorded message). Not the people you trust, not an executor waiting for access, and not us.',
  },
  {
    label: 'Readable now',
    text: 'Final wishes you mark “Readable now” (your funeral wishes, say) can be read today by the people they name; an executor you name reads them once their access opens. Switch it off and they are private again.',
  },
  {
    label: 'Who reads which',
    text: 'Each item names who may read it: the people you choose, or all your trusted people. No one but you can ever change or delete one.',
  },
  {
    label: 'When they can',
    text: 'When your executor’s emergency access opens, each person you named can read what you wrote for them, and no one else can, not even us.',
  },
  {
    label: 'If it opened too soon',
    text: 'You can close it again from Trusted People, and what you wrote is sealed again. Someone you remove, or never confirmed, can never read anything.',
  },
];

/**
 * How Letters & Wishes are kept sealed, for the Security Centre's details (docs/decisions/021).
 */
export const SEALED_UNTIL_RELEASE_WORDS: ReadonlyArray<{ label: string; text: string }> = [
  {
    label: 'Before release',
    text: 'Only you can read your letters and final wishes, and the file a letter carries (a scan or a recorded message). Not your viewers or editors, not an executor waiting for access, and not a copy of the database and stored files with the server key: they are sealed under a second key of yours (the after key), which only your password or recovery key opens, never a grant. Your own download (Download my data) holds them unencrypted, like the rest of your records.',
  },
  {
    label: 'Who reads which',
    text: 'Each item names who may read it: the trusted people you choose, or all of them. The server shows a person only the items that name them, with their files, and no trusted person can ever change or delete one, editors and executors included.',
  },
  {
    label: 'Readable now',
    text: 'Final wishes you mark “Readable now” are sealed under your data key instead, as a shared area is, with their file: the people they name read them through their own access (viewers and editors at once, an executor once their access opens), and nobody else. A copy of the tables tells only that an item is readable now, never what it says. Switching it off seals the item and its file under the after key again. Letters are never readable now.',
  },
  {
    label: 'The release',
    text: 'Your records are released when an executor’s access opens: you approve their request, or its waiting period passes without your rejection. From then on, each person an item names can read it and open its file, in their own signed-in session.',
  },
  {
    label: 'After release',
    text: 'Each named person’s copy of the after key is sealed to their own key pair, with a secret the server keeps back until the release: only that person and the server operator together could open it earlier. Their private key opens only with their own password or recovery key: not even someone they trust with their own records can open it (a key pair from before this moves there at their next sign-in). “Return to standby” withholds the secrets again; removing a person deletes theirs for good. A copy survives your password reset.',
  },
  {
    label: 'Not confirmed',
    text: 'Someone you invited but have not confirmed gets no copy, and cannot read anything even after the release.',
  },
];

/** The page's notice, by the owner's situation. */
export type LettersNotice = 'no-executor' | 'sealed' | 'released';

/** Which notice the owner sees, from their trusted people. */
export function lettersNoticeOf(
  people: readonly Pick<TrustedPerson, 'role' | 'state'>[],
): LettersNotice {
  const executors = people.filter((p) => p.role === 'executor');
  if (executors.some((p) => p.state === 'approved')) return 'released';
  if (executors.some((p) => ['confirmed', 'requested'].includes(p.state))) return 'sealed';
  return 'no-executor';
}

export const LETTERS_NOTICES: Record<LettersNotice, { title: string; text: string }> = {
  'no-executor': {
    title: 'Nothing here can be released yet',
    text: 'Only you can read these, apart from final wishes you make readable now. They are meant for the people you name, once your executor’s emergency access opens, and you have no confirmed executor yet. Invite one and confirm them in Trusted People.',
  },
  sealed: {
    title: 'Sealed until release',
    text: 'Only you can read these, apart from final wishes you make readable now. When your executor’s emergency access opens, each person you named can read what you wrote for them, and no one else can, not even us.',
  },
  released: {
    title: 'Released',
    text: 'Your executor’s emergency access is open: each person you named can read what you wrote for them now. If it opened too soon, you can close it again from Trusted People.',
  },
};

/**
 * The page's line under its title in an owner's records, for a person it names: the owner's own
 * line ('Your final wishes …, sealed until your emergency access is released') is hers.
 */
export function lettersReaderDescription(ownerName: string): string {
  return `What ${ownerName} has left for you to read: final wishes made readable now, and the rest once the executor’s emergency access opens.`;
}

/** What a trusted person sees in an owner's records when nothing has been released to them. */
export const NOTHING_RELEASED =
  'Nothing here is for you to read yet. Letters and final wishes can be read only once the emergency access of the owner’s executor opens, and only by the people they name.';
