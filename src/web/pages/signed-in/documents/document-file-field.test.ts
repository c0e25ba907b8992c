import { describe, expect, it } from 'vitest';
import { documentUploadHint, formatKilobytes } from './document-file-field';

describe('the document upload field', () => {
  it("states the admin's upload limit, not a fixed 10MB", () => {
    expect(documentUploadHint(3)).toBe(
      'Accepted types: PDF, DOC, DOCX, XLS, XLSX, JPG, JPEG, PNG, GIF, TXT, CSV. Maximum file size: 3MB',
    );
    expect(documentUploadHint(10)).toMatch(/Maximum file size: 10MB$/);
  });

  it('sizes files in KB with one decimal', () => {
    expect(formatKilobytes(2048)).toBe('2.0 KB');
  });
});
