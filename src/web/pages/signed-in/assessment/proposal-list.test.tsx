import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '../../../../domain/assessment/api';
import { ProposalList } from './proposal-list';

const proposal = (key: Proposal['key'], status: Proposal['status']): Proposal => ({
  key,
  title: `Title ${key}`,
  description: 'Why',
  category: 'Wills and Trusts',
  priority: 1,
  status,
});

const render = (proposals: Proposal[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ProposalList proposals={proposals} adding={false} onAdd={() => undefined} />
    </MemoryRouter>,
  );

describe('the assessment’s suggestions', () => {
  it('once all are on the checklist, say so instead of offering "Add the 0 chosen" (issue 41)', () => {
    const html = render([proposal('make-will', 'added'), proposal('review-will', 'completed')]);
    expect(html).not.toContain('chosen');
    expect(html).not.toContain('Add all to checklist');
    expect(html).toContain('Everything your answers suggest is on your checklist.');
    expect(html).toContain('href="/estate-planning"');
  });

  it('offer to add the new ones while any are left', () => {
    const html = render([proposal('make-will', 'new'), proposal('review-will', 'added')]);
    expect(html).toContain('Add all to checklist');
    expect(html).toContain('Add the 1 chosen');
    expect(html).not.toContain('Everything your answers suggest');
  });
});
