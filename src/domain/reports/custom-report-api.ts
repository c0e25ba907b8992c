/**
 * Custom Reports over the API: the preview's answer (GET /api/reports/custom-reports/preview)
 * and saved choices (GET, POST, DELETE /api/custom-reports), kept by whoever saved them.
 */
import { z } from 'zod';
import { customReportChoiceSchema } from './custom-report';

/** Rows shown per area in a preview; the file holds them all. */
export const PREVIEW_ROWS = 20;

export const customReportPreviewSchema = z.object({
  tables: z.array(
    z.object({
      area: z.string(),
      title: z.string(),
      columns: z.array(z.string()),
      rows: z.array(z.array(z.string())),
      /** Rows in the file (the preview shows at most PREVIEW_ROWS). */
      total: z.number().int(),
    }),
  ),
});
export type CustomReportPreview = z.infer<typeof customReportPreviewSchema>;

/** At most this many saved choices per person. */
export const MAX_SAVED_CUSTOM_REPORTS = 50;

export const savedCustomReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  areas: z.array(z.string()),
  fields: z.array(z.string()),
  filter: z.string(),
  createdAt: z.string(),
});
export type SavedCustomReport = z.infer<typeof savedCustomReportSchema>;

/** POST /api/custom-reports: a name and the choice. */
export const savedCustomReportInputSchema = customReportChoiceSchema.and(
  z.object({
    name: z
      .string()
      .trim()
      .min(1, 'Give the report a name')
      .max(100, 'The name must be at most 100 characters'),
  }),
);
