import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AREA_NAMES, NAV_ITEMS } from '../../../domain/navigation';
import { TRUSTED_AREAS } from '../../../domain/trusted-people';
import { customTables } from '../../../domain/reports/custom-report';
import { AreaCheckboxes } from '../area-checkboxes';
import { NavList } from './nav-list';
import { Sidebar } from './sidebar';

/** The visible words of each link, label or heading in rendered HTML. */
function texts(html: string, tag: 'a' | 'label'): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>(.*?)</${tag}>`, 'g'))].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, '')
      .replaceAll('&amp;', '&')
      .trim(),
  );
}

// Issue 41, decision 027: the spec's Label B (drawer) wordings are gone from every place.
const DRAWER_ONLY_WORDINGS = [
  'Banking & Accounts',
  'Investment Portfolio',
  'Insurance Policies',
  'Real Estate Holdings',
  'Document Vault',
  'Professional Network',
  'Medical Records',
  'Wealth Summary',
  'Executive Reports',
];

describe('one name for each place (domain/navigation.ts)', () => {
  const labels = NAV_ITEMS.map((item) => item.label);

  it('the desktop sidebar lists every place by its name in the table', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Sidebar />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(texts(html, 'a').slice(1)).toEqual(labels); // after the logo's link home
  });

  it("the phone drawer's list says the same words as the sidebar", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <NavList onNavigate={() => {}} />
      </MemoryRouter>,
    );
    expect(texts(html, 'a')).toEqual(labels);
    for (const wording of DRAWER_ONLY_WORDINGS) expect(html).not.toContain(wording);
  });

  it("the sharing picker names each area as the menus do, the areas without one by their screen's", () => {
    const html = renderToStaticMarkup(<AreaCheckboxes inputFor={() => ({})} />);
    expect(texts(html, 'label')).toEqual(TRUSTED_AREAS.map((area) => AREA_NAMES[area]));
    expect(AREA_NAMES['bank-accounts']).toBe('Financial Account Information');
    expect(AREA_NAMES.documents).toBe('Documents');
    expect(AREA_NAMES['estate-checklist-items']).toBe('Estate Planning');
    expect(AREA_NAMES['important-dates']).toBe('Important Dates');
    expect(AREA_NAMES['charitable-gifts']).toBe('Charitable Giving');
  });

  it("a custom report's PDF sections are headed by the area's name", () => {
    const tables = customTables(
      { areas: ['bank-accounts', 'documents'], fields: [], filter: '' },
      {},
    );
    expect(tables.map((t) => t.title)).toEqual(['Financial Account Information', 'Documents']);
  });
});
