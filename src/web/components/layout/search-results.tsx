import { Link } from 'react-router';
import type { RecordKindKey } from '../../../domain/records';
import { recordDisplay } from '../../../domain/records/display';
import type { SearchResults as Results } from '../../../domain/search';

/** The page that opens a record: its area's screen with `?record=<id>` (it opens the dialog). */
export function recordLink(area: string, id: string): string {
  const route = recordDisplay(area as RecordKindKey)?.route ?? '/';
  return `${route}${route.includes('?') ? '&' : '?'}record=${encodeURIComponent(id)}`;
}

/** The hits grouped by area, each a link to its record; what the panel says meanwhile. */
export function SearchResultsList({
  id,
  results,
  state,
  onOpen,
}: {
  id: string;
  results: Results | undefined;
  state: 'short' | 'loading' | 'error' | 'ready';
  onOpen: () => void;
}) {
  const status = (text: string) => (
    <p role="status" className="text-muted-foreground px-4 py-3 text-sm">
      {text}
    </p>
  );
  if (state === 'short') return status('Type at least 2 letters to search your records.');
  if (state === 'error') return status('Search is not available right now. Please try again.');
  if (state === 'loading' || !results) return status('Searching...');
  if (results.total === 0) return status(`Nothing found for “${results.query}”.`);
  return (
    <div id={id} className="grid gap-1 py-2">
      <p role="status" className="sr-only">
        {results.total} found
      </p>
      {results.groups.map((group) => (
        <section key={group.area} aria-labelledby={`${id}-${group.area}`} className="grid">
          <h2
            id={`${id}-${group.area}`}
            className="text-muted-foreground px-4 pt-2 pb-1 text-xs font-semibold tracking-wide uppercase"
          >
            {group.label}
            {group.total > group.hits.length && ` (${group.hits.length} of ${group.total})`}
          </h2>
          <ul className="grid">
            {group.hits.map((hit) => (
              <li key={hit.id}>
                <Link
                  to={recordLink(group.area, hit.id)}
                  onClick={onOpen}
                  data-search-hit
                  className="hover:bg-accent focus-visible:bg-accent grid gap-0.5 px-4 py-2 outline-none"
                >
                  <span className="font-medium break-words">{hit.title}</span>
                  {hit.detail && (
                    <span className="text-muted-foreground text-sm break-words">{hit.detail}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
