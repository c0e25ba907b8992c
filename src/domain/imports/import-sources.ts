/**
 * What a person can bring into Import, named by what they have in hand ("a spreadsheet", "a
 * file from your bank's website") with the formats as a smaller second line: a family knows
 * where a file came from long before they know "OFX" or "UTF-16".
 */
export interface ImportSource {
  /** What the person has. */
  have: string;
  /** The formats that means, for whoever needs them. */
  formats: string;
}

export function importSources(applicationName: string): readonly ImportSource[] {
  return [
    {
      have: 'A spreadsheet',
      formats:
        'Saved as CSV from Excel, Numbers or Google Sheets: UTF-8 or UTF-16, comma or semicolon separated.',
    },
    {
      have: 'A file from your bank’s or brokerage’s website',
      formats: 'An OFX or QFX download (sometimes called “Quicken” or “Money” format).',
    },
    {
      have: `A ${applicationName} download`,
      formats: 'The ZIP file from “Download my data”, or the records.json inside it.',
    },
  ];
}

/** The page's one-line summary, in the same words. */
export function importSummary(applicationName: string): string {
  return `Bring records in from a spreadsheet, a file from your bank’s website, or a ${applicationName} download.`;
}
