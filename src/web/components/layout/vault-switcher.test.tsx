import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { VaultList } from '../../../domain/vault-choice';
import { setServerVaultSource, type ActiveVault } from '../../lib/vault';
import { VAULT_LIST_KEY } from '../../lib/vault-switch';
import { VaultSwitcher } from './vault-switcher';

const maria: ActiveVault = {
  ownerId: 'maria',
  ownerName: 'Maria',
  role: 'executor',
  areas: 'all',
  canWrite: false,
};

/** The header's switcher as the server renders it, with `open` as the records being read. */
function render(open: ActiveVault | null) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, queryFn: () => new Promise(() => {}) } },
  });
  client.setQueryData<VaultList>(VAULT_LIST_KEY, { vaults: [maria], current: open });
  setServerVaultSource(() => open);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <VaultSwitcher />
      </MemoryRouter>
    </QueryClientProvider>,
  ).replaceAll('&#x27;', "'");
}

afterEach(() => setServerVaultSource(() => null));

describe('the header’s choice of whose records to read (issue 41)', () => {
  it("names someone else's records by the owner's name, never 'vault'", () => {
    const html = render(maria);
    expect(html).toContain("Maria's records");
    expect(html).toContain('aria-label="Whose records: Maria\'s records"');
    // What a person reads (tags, class names and test ids aside).
    expect(html.replace(/<[^>]*>/g, ' ')).not.toMatch(/vault/i);
  });

  it("calls one's own 'My records'", () => {
    const html = render(null);
    expect(html).toContain('aria-label="Whose records: My records"');
    expect(html).toContain('My records');
  });
});
