import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { FiguresGuide } from './guide-figures';

it('explains how each figure is worked out, in plain words, with its source (issue 43)', () => {
  const text = renderToStaticMarkup(<FiguresGuide />)
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replace(/\s+/g, ' ');
  expect(text).toContain(
    'Net worth = bank balances + investments + real estate + business interests − debts',
  );
  expect(text).toContain('held jointly with your spouse, half');
  expect(text).toContain('Source: Internal Revenue Code §2033, §2040(a) and (b), §2042, §2053');
  expect(text).toContain(
    'General rule of thumb: about 60% in investments, 20% in cash and 20% in real estate.',
  );
  expect(text).toContain('A paid-off home is usually a strength in retirement');
  expect(text).toContain('From the 3 areas Maria shares with you');
  expect(text).toContain('says "Not shared with you", never $0');
});
