import { defineRecordKind } from './record-kind';

/** What an item is: the owner's final wishes, or a letter to someone. */
export const LETTER_AND_WISH_TYPES = ['Final wishes', 'Letter'] as const;
export type LetterAndWishType = (typeof LETTER_AND_WISH_TYPES)[number];

/**
 * What a letter's file may be (issue 29): a scanned letter (PDF, JPEG, PNG) or a recorded message
 * (MP3, M4A, MP4), by extension, with the MIME type each is served as. The server checks the
 * bytes too (documents/file-type.ts), and the admin's upload limit holds as for documents.
 */
export const LETTER_FILE_TYPES = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.mp4': 'video/mp4',
} as const;

/** `readers` holds this for an item every trusted person may read after release. */
export const ALL_READERS = 'all';

/** The line under the "Readable now" switch, for the owner deciding (the form's own words). */
export const READABLE_NOW_HINT =
  'On: the people chosen above can read these wishes now (an executor, once their access opens). Off: they stay private until your emergency access is released.';

const forWishes = { field: 'itemType', in: ['Final wishes'] } as const;
const forLetters = { field: 'itemType', in: ['Letter'] } as const;

/**
 * Letters & Wishes (issue 29): final wishes and letters to named people, sealed under the owner's
 * after key (docs/decisions/021). Every value but the item's type is sealed, the
 * usual choice lists included: a copy of the tables must not tell burial from cremation.
 * Field names are stable: the emergency binder and the executor's plan read them.
 */
export const lettersAndWishesKind = defineRecordKind({
  key: 'letters-and-wishes',
  table: 'letters_and_wishes',
  apiPaths: ['/api/letters-and-wishes'],
  singular: 'letter or wish',
  plural: 'letters and wishes',
  sealedUntilRelease: true,
  fields: {
    itemType: {
      type: 'choice',
      label: 'Kind',
      required: true,
      options: LETTER_AND_WISH_TYPES,
      doc: 'Final wishes, or a letter to someone.',
    },
    title: {
      type: 'text',
      label: 'Title',
      required: true,
      format: 'line',
      maxLength: 200,
      doc: 'A heading the owner chooses: "My funeral", "For Emma".',
    },
    readers: {
      type: 'text',
      label: 'Who may read it',
      required: true,
      format: 'line',
      maxLength: 2000,
      doc: "'all' (every trusted person), or the named trusted people's user ids, comma-separated.",
    },
    service: {
      type: 'text',
      label: 'Funeral or memorial service',
      format: 'multiline',
      maxLength: 5000,
      onlyWhen: forWishes,
      doc: 'The service wanted (or none): where, who leads it, music, readings.',
    },
    disposition: {
      type: 'text',
      label: 'Burial or cremation',
      format: 'line',
      maxLength: 200,
      onlyWhen: forWishes,
      doc: "Burial, cremation or another choice, in the owner's words (sealed, so typed).",
    },
    restingPlace: {
      type: 'text',
      label: 'Where',
      format: 'line',
      maxLength: 500,
      onlyWhen: forWishes,
      doc: 'The cemetery, plot, or where the ashes go.',
    },
    religiousWishes: {
      type: 'text',
      label: 'Religious or other wishes',
      format: 'multiline',
      maxLength: 5000,
      onlyWhen: forWishes,
      doc: 'Faith, rites, or anything else to honour.',
    },
    organDonation: {
      type: 'text',
      label: 'Organ donation',
      format: 'line',
      maxLength: 500,
      onlyWhen: forWishes,
      doc: 'Whether and what to donate, and any registration.',
    },
    obituaryNotes: {
      type: 'text',
      label: 'Obituary notes',
      format: 'multiline',
      maxLength: 5000,
      onlyWhen: forWishes,
      doc: 'What to say, and where to publish it.',
    },
    petCare: {
      type: 'text',
      label: 'Care of pets',
      format: 'multiline',
      maxLength: 5000,
      onlyWhen: forWishes,
      doc: 'Who takes each pet, and what they need.',
    },
    onlineAccounts: {
      type: 'text',
      label: 'Online accounts and devices',
      format: 'multiline',
      maxLength: 5000,
      onlyWhen: forWishes,
      doc: 'What to close, keep or memorialize, and what to do with phones and computers.',
    },
    // Plain (not sealed), so the server can choose the key without opening the row: a copy of
    // the tables tells only that an item is readable now, never what it says (decision 030).
    readableNow: {
      type: 'boolean',
      label: 'Readable now',
      default: false,
      onlyWhen: forWishes,
      doc: 'Final wishes only: the people it names read it now through their access, not only after release.',
    },
    recipient: {
      type: 'text',
      label: 'To',
      format: 'line',
      maxLength: 200,
      onlyWhen: forLetters,
      doc: 'Whom the letter is to, as the owner addresses them.',
    },
    letter: {
      type: 'text',
      label: 'The letter',
      format: 'multiline',
      maxLength: 20000,
      onlyWhen: forLetters,
      doc: 'The letter itself.',
    },
    // The letter's file, filled by POST /api/letters-and-wishes/upload like a document's: its
    // name and type are sealed with the row (a copy of the tables does not tell a recording
    // from a scan), its bytes under the after key too (stored-files.ts).
    fileName: {
      type: 'text',
      label: 'File Name',
      format: 'line',
      maxLength: 255,
      serverManaged: true,
      doc: "The letter's file's original name (sealed, like the file itself).",
    },
    filePath: {
      type: 'reference',
      kind: 'stored-files',
      label: 'File',
      serverManaged: true,
      doc: "Id of the letter's file in storage, sealed under the after key; null when none.",
    },
    fileSize: {
      type: 'integer',
      label: 'File Size',
      min: 0,
      serverManaged: true,
      doc: 'Size of the file in bytes (the stored file says as much).',
    },
    mimeType: {
      type: 'text',
      label: 'File Type',
      format: 'line',
      maxLength: 100,
      serverManaged: true,
      doc: "The file's type, one of LETTER_FILE_TYPES (sealed).",
    },
  },
});

/** Who an item's `readers` value lets read it: everyone, or these user ids. */
export function parseReaders(value: string | null | undefined): 'all' | string[] {
  if (!value || value.trim() === ALL_READERS) return value ? 'all' : [];
  return value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/** True when an item is sealed under the after key: everything but readable-now final wishes. */
export function sealedUnderAfterKey(row: Record<string, unknown>): boolean {
  return !(row.readableNow === true && row.itemType === 'Final wishes');
}

/** True when the item's readers include this trusted person. */
export function readsItem(readers: string | null | undefined, userId: string): boolean {
  const parsed = parseReaders(readers);
  return parsed === 'all' || parsed.includes(userId);
}
