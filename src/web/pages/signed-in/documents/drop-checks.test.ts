import { describe, expect, it } from 'vitest';
import { dropRefusal } from './drop-checks';

describe('checks on a dropped file before it is sent', () => {
  it('lets an accepted type within the limit go', () => {
    expect(dropRefusal({ name: 'Will.PDF', size: 2_000 }, 10)).toBeNull();
    expect(dropRefusal({ name: 'photo.jpeg', size: 10 * 1024 * 1024 }, 10)).toBeNull();
  });

  it("refuses another type, an empty file and one over the admin's limit, in the server's words", () => {
    expect(dropRefusal({ name: 'setup.exe', size: 10 }, 10)).toMatch(
      /^This file type is not accepted\. Accepted types: PDF, DOC, DOCX/,
    );
    expect(dropRefusal({ name: 'IMG_1.heic', size: 10 }, 10)).toMatch(/not accepted/);
    expect(dropRefusal({ name: 'empty.txt', size: 0 }, 10)).toBe('The file is empty.');
    expect(dropRefusal({ name: 'big.pdf', size: 3 * 1024 * 1024 + 1 }, 3)).toBe(
      'The file is larger than the 3 MB limit.',
    );
  });
});
