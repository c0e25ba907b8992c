import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';
import { readmeText } from './readme';

const readme = readmeText({
  applicationName: 'Kinfolio',
  exportedAt: '2026-05-04T12:00:00.000Z',
  areas: [{ key: 'bank-accounts', title: 'Financial Account Information', records: 1 }],
  files: 0,
  snapshots: 0,
});

/** The README's text as one line of words (its sentences wrap at about 90 characters). */
const words = readme.replace(/\r\n\s*/g, ' ');

describe('README.txt', () => {
  it('says truthfully which cells get the apostrophe: not plain negative numbers', () => {
    // Before: it said every cell beginning with - is escaped, but -1000.05 is written as it is.
    expect(csvCell('-1000.05')).toBe('-1000.05');
    expect(csvCell('-note')).toBe("'-note");
    expect(words).toContain(
      'A cell that begins with = + - @, a tab or a carriage return has an apostrophe in front of it, so a spreadsheet shows it instead of running it as a formula, except plain numbers such as -1000.05, which are left as they are.',
    );
  });
});
