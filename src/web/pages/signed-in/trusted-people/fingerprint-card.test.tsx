import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { FingerprintCard } from './fingerprint-card';

it('says what the six words are for, in words a family uses (issue 41)', () => {
  const html = renderToStaticMarkup(<FingerprintCard phrase="apple river stone cloud lamp fox" />);
  expect(html).toContain('Your six words');
  expect(html).toContain(
    'These are six words to read out to each other, by phone or in person, so you both know the invitation was not intercepted.',
  );
  // What a person reads (class names and test ids aside) never says "fingerprint".
  expect(html.replace(/<[^>]*>/g, ' ')).not.toMatch(/fingerprint/i);
  expect(html).toContain('apple');
});
