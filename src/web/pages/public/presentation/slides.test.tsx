import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { SLIDES } from './slides';

const render = (name: (typeof SLIDES)[number]['name']) => {
  const { Component } = SLIDES.find((slide) => slide.name === name)!;
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Component />
      </MemoryRouter>
    </QueryClientProvider>,
  ).replaceAll('&#x27;', "'");
};

it('promises the assistant only what it does without an AI service and without consent (issue 41)', () => {
  const html = render('Features');
  expect(html).not.toContain('grounded in your records');
  expect(html).toContain(
    'Answers from your own records; with an AI service set up, planning questions too, using your records only if you allow it.',
  );
});

it('sends "Get Started" to the Sign Up tab', () => {
  expect(render('Get started')).toContain('href="/auth?tab=register"');
});
