import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { RecordAvatar } from './record-avatar';

it("shows a family member's photo when there is one, else their initials (issue 41)", () => {
  const url = '/api/family-members/1f0c/photo/9a2b';
  const photo = renderToStaticMarkup(<RecordAvatar title="Ann Lee" imageUrl={url} />);
  expect(photo).toMatch(new RegExp(`<img[^>]*src="${url}"`));
  expect(photo).not.toContain('AL');

  for (const none of [null, undefined, '']) {
    const initials = renderToStaticMarkup(<RecordAvatar title="Ann Lee" imageUrl={none} />);
    expect(initials).not.toContain('<img');
    expect(initials).toContain('>AL<');
  }
  const locked = renderToStaticMarkup(<RecordAvatar title="Ann Lee" imageUrl={url} locked />);
  expect(locked).not.toContain('<img');
  expect(locked).not.toContain('AL');
});
