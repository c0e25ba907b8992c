import { describe, expect, it } from 'vitest';
import { resetTokenFrom } from './reset-token';

describe('resetTokenFrom', () => {
  it('reads the token from the fragment of links mailed now', () => {
    expect(resetTokenFrom({ hash: '#token=abc_DEF-123', search: '' })).toBe('abc_DEF-123');
  });

  it('still reads ?token= from links mailed before, the fragment winning if both are there', () => {
    expect(resetTokenFrom({ hash: '', search: '?token=old-link' })).toBe('old-link');
    expect(resetTokenFrom({ hash: '#token=new', search: '?token=old' })).toBe('new');
  });

  it('answers null when the link has no token', () => {
    expect(resetTokenFrom({ hash: '', search: '' })).toBeNull();
    expect(resetTokenFrom({ hash: '#token=', search: '?other=1' })).toBeNull();
  });
});
