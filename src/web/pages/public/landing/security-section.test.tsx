import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { SecuritySection } from './security-section';

const text = () =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <SecuritySection />
    </QueryClientProvider>,
  )
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'");

it('says where the assistant’s questions go, and who a letter’s file reaches (issue 41)', () => {
  const html = text();
  expect(html).toContain('Only You, and the People You Trust, Can Open Your Data');
  expect(html).toContain(
    'With an AI service set up by this site, each question you ask the assistant goes to that service’s provider to be answered',
  );
  expect(html).toContain(
    'Only you can download them, and any trusted person you have shared your documents with; a file attached to a letter in Letters & Wishes also reaches the people the letter names, once your executor’s access opens.',
  );
});
