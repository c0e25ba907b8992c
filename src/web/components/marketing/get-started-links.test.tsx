import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicLayout } from '../layout/public-layout';
import { SignInButtons } from './site-header';

/** The href of the link whose text is `label` in `html`. */
function hrefOf(html: string, label: string): string | undefined {
  const links = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)];
  return links.find((m) => m[2] === label)?.[1];
}

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  ).replaceAll('&amp;', '&');

describe('"Get Started"', () => {
  it('opens the Sign Up tab, "Sign In" the Sign In tab (issue 41)', () => {
    for (const html of [render(<SignInButtons signInClassName="" />), render(<PublicLayout />)]) {
      expect(hrefOf(html, 'Get Started')).toBe('/auth?tab=register');
      expect(hrefOf(html, 'Sign In')).toBe('/auth');
    }
  });
});
