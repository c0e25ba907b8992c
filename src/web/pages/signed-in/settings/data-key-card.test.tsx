import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { AuthProvider } from '../../../lib/auth';
import { DataKeyCard } from './data-key-card';

const render = () =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <DataKeyCard />
      </AuthProvider>
    </QueryClientProvider>,
  ).replaceAll('&amp;', '&');

it('says a new data key leaves Letters & Wishes for after under their own key (issue 41)', () => {
  const html = render();
  expect(html).not.toContain('every record and file is encrypted again');
  expect(html).toContain(
    'Letters & Wishes kept for after have a key of their own and stay as they are.',
  );
  expect(html).toContain(
    'Make a new data key: your records and files are encrypted again under it, you get a new recovery key, and every other session is signed out.',
  );
});

it('says when to make one, and what it does not change, apart from a new recovery key (issue 41)', () => {
  const html = render();
  expect(html).toContain(
    'Use this after a device you were signed in on is lost or stolen, or when your password may have been seen.',
  );
  expect(html).toContain(
    'If only your recovery key was lost or seen, make a new recovery key instead.',
  );
  expect(html).toContain(
    'It does not change your password, your records themselves, or the people you trust and what they can see.',
  );
});
