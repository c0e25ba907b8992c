import { describe, expect, it } from 'vitest';
import { filePaths, numbered, safeSegment } from './zip-paths';

describe('document file paths in the download', () => {
  it('puts files under their category with their original name', () => {
    const paths = filePaths();
    expect(paths.next('Legal', 'will.pdf')).toBe('files/Legal/will.pdf');
    expect(paths.next('Tax Documents', 'Steuer 2024 – Zoë.pdf')).toBe(
      'files/Tax Documents/Steuer 2024 – Zoë.pdf',
    );
  });

  it('numbers a name already used in the folder, ignoring case', () => {
    const paths = filePaths();
    expect(paths.next('Legal', 'will.pdf')).toBe('files/Legal/will.pdf');
    expect(paths.next('Legal', 'Will.pdf')).toBe('files/Legal/Will (2).pdf');
    expect(paths.next('Legal', 'will.pdf')).toBe('files/Legal/will (3).pdf');
    expect(paths.next('Personal', 'will.pdf')).toBe('files/Personal/will.pdf');
    expect(paths.next('Legal', 'notes')).toBe('files/Legal/notes');
    expect(paths.next('Legal', 'notes')).toBe('files/Legal/notes (2)');
  });

  it('never lets a name leave its folder or carry reserved characters', () => {
    const paths = filePaths();
    expect(paths.next('Legal', '../../etc/passwd')).toBe('files/Legal/_.._etc_passwd');
    expect(paths.next('Legal', 'a\\b:c*?.pdf')).toBe('files/Legal/a_b_c__.pdf');
    expect(paths.next(null, '...')).toBe('files/Other/file');
    expect(paths.next('A/B', 'x.txt')).toBe('files/A_B/x.txt');
  });

  it('numbers before the extension', () => {
    expect(numbered('report.final.pdf', 2)).toBe('report.final (2).pdf');
    expect(numbered('.hidden', 3)).toBe('.hidden (3)');
    expect(safeSegment('  ', 'fallback')).toBe('fallback');
  });
});
