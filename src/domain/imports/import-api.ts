/**
 * The importer's API shapes (POST /api/imports/preview and /commit, docs/api.md): the server's
 * route schemas and the import page's types both come from here.
 */
import { z } from 'zod';
import { RECORD_KINDS, type RecordKindKey } from '../records';

/**
 * Per file: at most this many data rows and columns (400 past them) and this many bytes (413
 * past it). An export ZIP carries documents' files, so it may be larger, and what one import
 * stores of them is held to the same size. A spreadsheet of records has tens of columns, so
 * 200 columns (and 200 mapped columns per area) leave room while keeping every step of an
 * import small (issue 40: 8,000 columns mapped to one field held the server for seconds).
 */
export const IMPORT_LIMITS = {
  maxRows: 5000,
  maxColumns: 200,
  maxMappedColumns: 200,
  maxBytes: 10 * 1024 * 1024,
  maxZipBytes: 200 * 1024 * 1024,
} as const;

/** Every record kind key, as a zod enum. */
export const recordKindKeySchema = z.enum(
  RECORD_KINDS.map((k) => k.key) as [RecordKindKey, ...RecordKindKey[]],
);

/** What an import targets: one area, or 'all' (records.json, OFX, a CSV with an Area column). */
export const importAreaSchema = z.union([z.literal('all'), recordKindKeySchema]);
export type ImportArea = z.infer<typeof importAreaSchema>;

/** The kinds of file the importer reads (recognised by content, never by name). */
export const IMPORT_FORMATS = ['csv', 'ofx', 'records-json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * A CSV's column mapping per area: file column (header text) -> field name, or null for a column
 * left out. One area for an area's import; every area named in the Area column for 'all'.
 */
export const importMappingSchema = z.record(
  z.string().max(100),
  z.record(z.string().max(200), z.string().max(100).nullable()),
);
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** Row numbers (as the preview answers them) of duplicates to import anyway. */
export const importKeepSchema = z.array(z.number().int().positive()).max(IMPORT_LIMITS.maxRows);

/** Where a flagged row's twin is: an existing record (by id) or an earlier row of the file. */
export const duplicateOfSchema = z.union([
  z.object({ id: z.string(), title: z.string() }),
  z.object({ row: z.number() }),
]);

/** One row of the preview. */
export const previewRowSchema = z.object({
  /** CSV: the spreadsheet's row number (the header is row 1). Else 1, 2, … in file order. */
  row: z.number(),
  area: recordKindKeySchema,
  /** How messages name the row: 'Row 7', 'Account 2', 'Family Members #3'. */
  label: z.string(),
  /** The values as read, by field name (what the preview table shows). */
  values: z.record(z.string(), z.string()),
  /** Every problem with the row, each a full sentence beginning with the row's label. */
  errors: z.array(z.string()),
  /** Set when the row looks already present: skipped unless its number is in `keep`. */
  duplicateOf: duplicateOfSchema.optional(),
  /** OFX: an account already here whose balance this row updates (never a second copy). */
  updates: z.object({ id: z.string(), title: z.string() }).optional(),
});
export type PreviewRow = z.infer<typeof previewRowSchema>;

/** POST /api/imports/preview's answer. */
export const importPreviewSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  area: importAreaSchema,
  /** CSV only: the header row's cells, in order. */
  headers: z.array(z.string()),
  /** CSV only: the mapping used (the one sent, else remembered, else matched by label). */
  mapping: importMappingSchema,
  /** Mapping problems (a required field no column is mapped to); commit answers 400 for them. */
  mappingErrors: z.array(z.string()),
  /** Things to know that do not stop the import (e.g. files missing from a records.json). */
  warnings: z.array(z.string()),
  rows: z.array(previewRowSchema),
  counts: z.object({
    rows: z.number(),
    /** Rows without problems (already present ones and balance updates among them). */
    valid: z.number(),
    invalid: z.number(),
    duplicates: z.number(),
    updates: z.number(),
    /** Rows the commit adds as new records: valid, no balance update, not present unless kept. */
    ready: z.number(),
  }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /api/imports/commit's answer. */
export const importResultSchema = z.object({
  message: z.string(),
  /** New records by area. */
  imported: z.record(z.string(), z.number()),
  /** OFX: existing accounts whose balance was updated, by area. */
  updated: z.record(z.string(), z.number()),
  /** Duplicates left out. */
  skipped: z.number(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
