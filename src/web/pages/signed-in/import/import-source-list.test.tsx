import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import ImportPage from '../import-page';

it('names what a person has before its format, the format as a smaller line (issue 41)', () => {
  const html = renderToStaticMarkup(
    <QueryClientProvider
      client={
        new QueryClient({ defaultOptions: { queries: { queryFn: () => new Promise(() => {}) } } })
      }
    >
      <MemoryRouter initialEntries={['/import']}>
        <ImportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const text = html.replace(/<[^>]*>/g, ' ').replaceAll('&#x27;', "'");
  expect(text).toContain(
    'Bring records in from a spreadsheet, a file from your bank’s website, or a Kinfolio download.',
  );
  for (const [have, format] of [
    ['A spreadsheet', 'UTF-8 or UTF-16, comma or semicolon separated'],
    ['A file from your bank’s or brokerage’s website', 'An OFX or QFX download'],
    ['A Kinfolio download', 'records.json'],
  ] as const) {
    expect(text.indexOf(have)).toBeGreaterThan(-1);
    expect(text.indexOf(have)).toBeLessThan(text.indexOf(format));
    // The format is the smaller second line under it.
    expect(html).toMatch(new RegExp(`${have}</span><span class="text-xs">[^<]*${format}`));
  }
  expect(text).not.toContain('OFX/QFX');
});
