import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_INFO, SITE_INFO_KEY } from '../../../lib/site-info';
import { PlanOfferCard } from './plan-offer-card';
import { PricingFooter } from './pricing-footer';

/** The plan card and the footer, with site info saying this support address (or none). */
function render(supportEmail: string | null): string {
  const client = new QueryClient();
  client.setQueryData(SITE_INFO_KEY, { ...DEFAULT_SITE_INFO, supportEmail });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PlanOfferCard planKey="essential_family" interval="month" />
        <PricingFooter />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('"Email support" on the pricing page (decision 026)', () => {
  it('is offered nowhere while no support address is set', () => {
    const html = render(null);
    expect(html).not.toContain('Email support');
    expect(html).toContain('User guide');
  });

  it('is on the plan card and in the footer, marked for the server, once one is set', () => {
    const html = render('help@vault.example');
    expect(
      html.match(/<li[^>]*data-support-line=""[^>]*>(?:(?!<\/li>).)*Email support/g),
    ).toHaveLength(2);
  });
});
