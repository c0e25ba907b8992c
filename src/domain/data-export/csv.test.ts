import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, looksLikeFormula, toCsv } from './csv';

describe('csvCell', () => {
  it('writes plain text, numbers and flags as they are, and nothing for empty values', () => {
    expect(csvCell('Ann Smith')).toBe('Ann Smith');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes cells holding a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvCell('Smith, Ann')).toBe('"Smith, Ann"');
    expect(csvCell('the "big" house')).toBe('"the ""big"" house"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['- first item', "'- first item"],
  ])('escapes %j, which a spreadsheet would run, with an apostrophe', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('escapes a leading carriage return and still quotes the cell', () => {
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
  });

  it('leaves plain decimal numbers alone, negative ones included', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('1234.56')).toBe('1234.56');
    expect(looksLikeFormula('-12.50')).toBe(false);
    expect(looksLikeFormula('-12.50e3')).toBe(true);
  });

  it('does not escape characters that are not at the start', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('user@example.com')).toBe('user@example.com');
  });
});

describe('toCsv', () => {
  it('starts with a byte order mark, ends every row with CRLF', () => {
    const text = toCsv(
      ['Name', 'Notes'],
      [
        ['Ann', '=1+1'],
        ['Bob', null],
      ],
    );
    expect(text).toBe("\uFEFFName,Notes\r\nAnn,'=1+1\r\nBob,\r\n");
  });

  it('writes a header alone when there are no rows', () => {
    expect(toCsv(['A', 'B'], [])).toBe('\uFEFFA,B\r\n');
    expect(csvRow(['x', 'y, z'])).toBe('x,"y, z"\r\n');
  });

  it('keeps non-ASCII text as UTF-8', () => {
    const bytes = Buffer.from(toCsv(['Name'], [['Zoë – 日本']]), 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Zoë – 日本');
  });
});
