/**
 * pdfkit's standard fonts can only draw the Windows-1252 ("WinAnsi") characters; anything else
 * comes out as a wrong glyph. Latin-1 and the 1252 extras pass through, accented letters outside
 * it lose their accent (č → c), a few look-alikes are swapped, and the rest become '?', so a
 * report never prints a misleading character.
 */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const LOOK_ALIKES: Record<string, string> = {
  '−': '-',
  '‐': '-',
  '‑': '-',
  '≈': '~',
  '→': '->',
  ' ': ' ',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
};

function fits(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    CP1252_EXTRAS.has(char) ||
    char === '\n'
  );
}

/** The text with every character pdfkit's standard fonts cannot draw replaced (see above). */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (fits(char)) out += char;
    else if (LOOK_ALIKES[char]) out += LOOK_ALIKES[char];
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every(fits) ? base : '?';
    }
  }
  return out;
}
