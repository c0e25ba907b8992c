import { z } from 'zod';
import { LETTER_FILE_TYPES } from './records/letters-and-wishes';

/**
 * POST /api/letters-and-wishes/upload's answer (issue 29): the stored file, sealed under the
 * owner's after key, which a letter's `filePath` then attaches (PATCH or POST of the letter).
 */
export const letterUploadAnswer = z.object({
  fileName: z.string(),
  filePath: z.string(),
  fileSize: z.number(),
  mimeType: z.string(),
});

export type LetterUploadAnswer = z.infer<typeof letterUploadAnswer>;

/** The file input's accept list: '.pdf,.jpg,...,.mp4'. */
export const LETTER_FILE_ACCEPT = Object.keys(LETTER_FILE_TYPES).join(',');

/** The hint under a letter's file input: what it may be, and the admin's Letters & Wishes limit. */
export function letterFileHint(maxUploadMb: number): string {
  return `A scanned letter (PDF, JPG, PNG) or a recorded message (MP3, M4A, MP4). Maximum file size: ${maxUploadMb}MB`;
}

/** True for a recorded message the page plays (audio or video). */
export const isRecording = (mimeType: string | null | undefined) =>
  typeof mimeType === 'string' && /^(audio|video)\//.test(mimeType);
