import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { EstateCalculatorTab } from './estate-calculator-tab';
import { SharedFromLabel } from '../../../../components/shared-figures';

const text = (markup: string) =>
  markup
    .replaceAll('&#x27;', "'")
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const visitorTab = (recordsValue: string | null) =>
  text(
    renderToStaticMarkup(
      <>
        <SharedFromLabel
          shared={{
            ownerFirstName: 'Margaret',
            areas: 3,
            label: 'From the 3 areas Margaret shares with you',
          }}
        />
        <EstateCalculatorTab
          year={2026}
          recordsValue={recordsValue}
          ownerFirstName="Margaret"
          rules={[]}
          estateText={recordsValue ?? ''}
          onEstateText={() => {}}
          onUseRecords={() => {}}
          gifts={null}
        />
      </>,
    ),
  );

it('tells a visitor whose figures these are, and "Not shared with you" where the estate needs more', () => {
  const t = visitorTab(null);
  expect(t).toContain('From the 3 areas Margaret shares with you');
  expect(t).toContain('Estate value (2026) Not shared with you');
  expect(t).toContain('Total estimated tax (2026) Not shared with you');
  // Never a $0 standing for what is hidden, never the owner's advice.
  expect(t).not.toContain('$0');
  expect(t).not.toContain('Enter an amount');
  expect(t).not.toMatch(/consider adding/i);
  expect(t).not.toContain('your records');
});

it("says the estate is from the owner's records when the grant covers all it needs", () => {
  const t = visitorTab('1450450.00');
  expect(t).toContain("The estate from Margaret's records");
  expect(t).toContain('Estate value (2026) $1,450,450');
  expect(t).not.toContain('Not shared with you');
});

it('puts no label over the owner’s own figures', () => {
  expect(renderToStaticMarkup(<SharedFromLabel shared={null} />)).toBe('');
});
