import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { TrustedPeopleGuide } from './guide-trusted-people';

it('explains Letters & Wishes by what happens, not how (issue 41)', () => {
  const text = renderToStaticMarkup(
    <MemoryRouter>
      <TrustedPeopleGuide />
    </MemoryRouter>,
  )
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&#x27;', "'");
  expect(text).toContain(
    'When your executor’s emergency access opens, each person you named can read what you wrote for them, and no one else can, not even us.',
  );
  for (const inner of ['after key', 'key pair', 'never a grant', 'keeps back', 'Return to standby'])
    expect(text).not.toContain(inner);
  // The six words say what they are for here too.
  expect(text).toContain('so you both know the invitation was not intercepted');
});
