import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { EstateCalculatorTab } from './estate-calculator-tab';

const rules = [
  {
    rule: 'Held jointly with your spouse: half counts.',
    source: 'Internal Revenue Code §2040(b)',
    assets: 1,
    amount: '325000.00',
  },
  {
    rule: 'A life policy you own: its death benefit counts.',
    source: 'Internal Revenue Code §2042',
    assets: 1,
    amount: '250000.00',
  },
];

const render = (estateText: string) =>
  renderToStaticMarkup(
    <EstateCalculatorTab
      year={2026}
      recordsValue="575000.00"
      rules={rules}
      estateText={estateText}
      onEstateText={() => {}}
      onUseRecords={() => {}}
      gifts={null}
    />,
  ).replaceAll('&#x27;', "'");

it('shows beside the estimate the rule each asset is counted by, with its source', () => {
  const html = render('575000.00');
  expect(html).toContain('What counts in the estate');
  expect(html).toContain('Held jointly with your spouse: half counts.');
  expect(html).toContain('1 record: $325,000');
  expect(html).toContain('Source: Internal Revenue Code §2040(b)');
  expect(html).toContain('Source: Internal Revenue Code §2042');
  expect(html).toContain('The estate from your records: each asset as the estate tax counts it');
});

it('leaves the rules out once the person types an amount of their own', () => {
  const html = render('2000000');
  expect(html).not.toContain('What counts in the estate');
  expect(html).toContain('Your records give an estate of $575,000.');
});
