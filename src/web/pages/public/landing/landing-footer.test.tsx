import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { LandingFooter } from './landing-footer';

it('carries the copyright line and, beside it, the credit for the builders (part 1 §1)', () => {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LandingFooter />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(html).toContain(
    '<p>© 2025 Kinfolio. Building legacies that last.</p><p class="mt-1">Built by the Kinfolio team.</p>',
  );
  expect(html).toContain('href="/auth?tab=register"');
});
