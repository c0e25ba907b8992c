import { describe, expect, it } from 'vitest';
import { DOCUMENT_CATEGORIES, DOCUMENT_TYPES } from '../records/documents';
import { guessDocument, recase, titleFromFileName } from './guess-document';
import { TYPE_CATEGORY, TYPE_RULES } from './type-rules';

describe('guessDocument: from the file name', () => {
  it.each([
    ['Last Will and Testament - Mary Smith.pdf', 'Last Will and Testament - Mary Smith', 'Will'],
    ['mary_smith_living_will.pdf', 'Mary Smith Living Will', 'Living Will'],
    [
      'Healthcare Power of Attorney.pdf',
      'Healthcare Power of Attorney',
      'Healthcare Power of Attorney',
    ],
    ['POA-John.docx', 'POA John', 'Power of Attorney'],
    ['Advance Directive - Mom.pdf', 'Advance Directive - Mom', 'Healthcare Directive'],
    ['Smith Revocable Living Trust.pdf', 'Smith Revocable Living Trust', 'Trust Documents'],
    ['Deed of Trust - 12 Oak Lane.pdf', 'Deed of Trust - 12 Oak Lane', 'Mortgage Documents'],
    ['Deed - 12 Oak Lane.pdf', 'Deed - 12 Oak Lane', 'Property Deed'],
    ['2023 Form 1040.pdf', '2023 Form 1040', 'Tax Returns'],
    ['W2_2023_Acme.pdf', 'W2 2023 Acme', 'W-2 Forms'],
    ['passport.jpg', 'Passport', 'Passport'],
    ['DD214.pdf', 'DD214', 'Military Records'],
    ['chase-checking-statement-jan.pdf', 'Chase Checking Statement Jan', 'Bank Statements'],
    ['Roth IRA Q4.pdf', 'Roth IRA Q4', 'Retirement Account Statements'],
    ['LastWillMary.docx', 'Last Will Mary', 'Will'],
    ['MetLife term life policy.pdf', 'MetLife term life policy', 'Life Insurance Policy'],
  ])('%s → "%s", %s', (fileName, title, documentType) => {
    const guess = guessDocument(fileName);
    expect(guess).toEqual({
      title,
      documentType,
      category: TYPE_CATEGORY[documentType as keyof typeof TYPE_CATEGORY],
    });
  });

  it('files each type under a category the form offers', () => {
    expect(guessDocument('Last Will and Testament - Mary Smith.pdf').category).toBe(
      'Estate Planning',
    );
    expect(guessDocument('2023 Form 1040.pdf').category).toBe('Tax Documents');
    expect(guessDocument('passport.jpg').category).toBe('Personal');
  });

  it('lets the name decide over the text: the owner named it', () => {
    const guess = guessDocument('Passport renewal.pdf', 'DURABLE POWER OF ATTORNEY\nI, John...');
    expect(guess.documentType).toBe('Passport');
    expect(guess.title).toBe('Passport renewal');
  });
});

describe('guessDocument: from the text, when the name is a device default', () => {
  it('takes type and title from the heading, the next "of …" line too', () => {
    const text =
      'LAST WILL AND TESTAMENT\nOF MARY SMITH\nI, Mary Smith, declare this to be my will. My trustee...';
    expect(guessDocument('scan0001.pdf', text)).toEqual({
      title: 'Last Will and Testament of Mary Smith',
      category: 'Estate Planning',
      documentType: 'Will',
    });
  });

  it('takes the heading that names the type, not a letterhead above it', () => {
    const text = 'SMITH & JONES LLP\n100 Main Street\nDURABLE POWER OF ATTORNEY\nI, John Smith...';
    expect(guessDocument('Document1.docx', text)).toEqual({
      title: 'Durable Power of Attorney',
      category: 'Estate Planning',
      documentType: 'Power of Attorney',
    });
  });

  it('reads a type the body mentions most when the heading names none', () => {
    const heading = 'Smith Family\nPrepared January 2024\n'.padEnd(1_200, ' ');
    const body = 'Under this revocable trust the trustee... The revocable trust holds the house.';
    const guess = guessDocument('IMG_0042.pdf', heading + body);
    expect(guess.documentType).toBe('Trust Documents');
    expect(guess.title).toBe('Trust Documents');
  });

  it('does not take a will from the word "will" in running text', () => {
    const guess = guessDocument('scan.pdf', 'Dear Ann,\nWe will meet on Monday. It will rain.');
    expect(guess).toEqual({ title: 'Untitled document', category: 'Other', documentType: null });
  });

  it('gives a photo with no words "Photo", with the date its camera wrote', () => {
    expect(guessDocument('IMG_20240105_101112.jpg')).toEqual({
      title: 'Photo from Jan 5, 2024',
      category: 'Other',
      documentType: null,
    });
    expect(guessDocument('image.jpg').title).toBe('Photo');
    expect(guessDocument('PXL_123.png').title).toBe('Photo');
  });

  it('keeps a meaningful name without a type as its title', () => {
    expect(guessDocument('Notes for Anna.txt')).toEqual({
      title: 'Notes for Anna',
      category: 'Other',
      documentType: null,
    });
  });
});

describe('the rule tables', () => {
  it('guess only types and categories of the pick lists', () => {
    const types = new Set<string>(DOCUMENT_TYPES);
    for (const rule of TYPE_RULES) expect(types.has(rule.type), rule.type).toBe(true);
    for (const [type, category] of Object.entries(TYPE_CATEGORY)) {
      expect(types.has(type), type).toBe(true);
      expect(DOCUMENT_CATEGORIES as readonly string[]).toContain(category);
    }
    // Every type but Other can be guessed.
    expect(new Set(TYPE_RULES.map((r) => r.type)).size).toBe(DOCUMENT_TYPES.length - 1);
  });
});

describe('titles', () => {
  it('re-cases one-case words and keeps mixed case as typed', () => {
    expect(recase('LAST WILL AND TESTAMENT OF MARY SMITH')).toBe(
      'Last Will and Testament of Mary Smith',
    );
    expect(recase('operating agreement of oak llc')).toBe('Operating Agreement of Oak LLC');
    expect(recase('Mom’s iPad notes')).toBe('Mom’s iPad notes');
  });

  it('cleans a file name', () => {
    expect(titleFromFileName('last-will-2019.pdf')).toBe('Last Will 2019');
    expect(titleFromFileName('  __deed__ .pdf')).toBe('Deed');
    expect(titleFromFileName('x'.repeat(300) + '.pdf')).toHaveLength(200);
  });
});
