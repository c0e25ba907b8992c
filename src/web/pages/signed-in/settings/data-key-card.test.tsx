import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { AuthProvider } from '../../../lib/auth';
import { DataKeyCard } from './data-key-card';

it('says a new data key leaves Letters & Wishes for after under their own key (issue 41)', () => {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <DataKeyCard />
      </AuthProvider>
    </QueryClientProvider>,
  ).replaceAll('&amp;', '&');
  expect(html).not.toContain('every record and file is encrypted again');
  expect(html).toContain(
    'Make a new data key: your records and files are encrypted again under it (Letters & Wishes kept for after have a key of their own and stay as they are), you get a new recovery key, and every other session is signed out.',
  );
});
