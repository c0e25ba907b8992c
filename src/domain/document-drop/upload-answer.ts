import { z } from 'zod';
import { DOCUMENT_CATEGORIES, DOCUMENT_TYPES } from '../records/documents';

/** What a dropped file is taken to be (guess-document.ts), for the owner to check. */
export const documentGuessSchema = z.object({
  title: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  documentType: z.enum(DOCUMENT_TYPES).nullable(),
});

/**
 * POST /api/documents/upload's answer: the stored file, which a document's `filePath` then
 * attaches; with `?guess=true`, also what the file seems to be (from its name and, for PDFs and
 * Word files, its text).
 */
export const documentUploadAnswer = z.object({
  fileName: z.string(),
  fileUrl: z.string(),
  filePath: z.string(),
  fileSize: z.number(),
  mimeType: z.string(),
  guess: documentGuessSchema.optional(),
});

export type DocumentUploadAnswer = z.infer<typeof documentUploadAnswer>;

/** The upload query: `guess=true` asks for the guess. */
export const documentUploadQuery = z.object({
  guess: z
    .enum(['true', 'false'], { message: 'guess must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
