import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './win-ansi';

describe('toWinAnsi', () => {
  it('keeps Latin-1 and the Windows-1252 extras', () => {
    expect(toWinAnsi('Zoë Müller — café • €5 “quoted”')).toBe('Zoë Müller — café • €5 “quoted”');
  });
  it('drops accents pdfkit cannot draw and swaps look-alikes', () => {
    expect(toWinAnsi('Dvořák − Łódź')).toBe('Dvorák - Lódz');
  });
  it('marks what it cannot show instead of printing a wrong glyph', () => {
    expect(toWinAnsi('张伟')).toBe('??');
  });
});
