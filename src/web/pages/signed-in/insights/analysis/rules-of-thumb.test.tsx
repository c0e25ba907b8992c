import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { DashboardSummary } from '../../../../../domain/dashboard-summary';
import { analyse } from './analysis-data';
import { AllocationTab } from './allocation-tab';
import { RecommendationsCard } from './recommendations-card';

const text = (html: string) =>
  html.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

/** A retired couple: a paid-off home, little cash, few investments, modest cover. */
const summary = {
  totalNetWorth: '425000.00',
  insurance: { policies: 1, totalCoverage: '100000.00' },
  financialAccounts: {
    bankAccounts: 1,
    bankBalance: '5000.00',
    investmentAccounts: 1,
    investmentValue: '20000.00',
  },
  realEstate: { properties: 1, totalValue: '400000.00' },
} as DashboardSummary;

it('shows each hint with its rule of thumb, where it comes from, and a line for later life', () => {
  const html = text(
    renderToStaticMarkup(<RecommendationsCard items={analyse(summary).recommendations} />),
  );
  expect(html).toContain('Review your insurance coverage');
  expect(html).toContain(
    'General rule of thumb: insurance coverage of at least five times your net worth.',
  );
  expect(html).toContain(
    'Life insurance matters most while someone depends on your income; once no one does, less cover is often enough.',
  );
  expect(html).toContain(
    'General rule of thumb: keep three to six months of expenses in cash, at least 10% of your assets.',
  );
  expect(html).toContain(
    'From general personal-finance guidance for savers of any age, applied the same way for everyone; not advice for your situation.',
  );
});

it('says the 60/20/20 target mix is a rule of thumb, and that a paid-off home is a strength', () => {
  const html = text(renderToStaticMarkup(<AllocationTab analysis={analyse(summary)} />));
  expect(html).toContain(
    'General rule of thumb: about 60% in investments, 20% in cash and 20% in real estate.',
  );
  expect(html).toContain('A paid-off home is usually a strength in retirement');
});
