import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { SEARCH_MIN_LENGTH, type SearchResults } from '../../../domain/search';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { SearchResultsList } from './search-results';

/** True when a key press belongs to something the person is typing into. */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(
    el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)),
  );
}

/** The query settles for this long before it is sent, so typing a word is one search. */
const SETTLE_MS = 250;

/**
 * The one search over everything the open vault may see, in the header of every signed-in
 * screen. `/` focuses it (desktop); on a phone a button opens it across the header. Results are
 * grouped by area, each opening its record. The server does the matching in the person's session
 * (docs/decisions/019-search-in-session.md).
 */
export function SearchBox() {
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false); // phones: the field covers the header
  const resultsId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      e.preventDefault();
      setExpanded(true);
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A click outside closes the results.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!boxRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const long = query.length >= SEARCH_MIN_LENGTH;
  const search = useQuery<SearchResults>({
    // Switching vaults empties the cache, so one vault's hits never show in another's.
    queryKey: ['/api/search', { q: query }],
    enabled: open && long,
    staleTime: 0,
  });

  const close = () => {
    setOpen(false);
    setExpanded(false);
    setText('');
    setQuery('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      close();
      inputRef.current?.blur();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = [...(boxRef.current?.querySelectorAll<HTMLElement>('[data-search-hit]') ?? [])];
    if (!links.length) return;
    e.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLElement);
    const next = e.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
    if (next < 0) inputRef.current?.focus();
    else links[next]!.focus();
  };

  const state = !long
    ? 'short'
    : search.isError
      ? 'error'
      : search.isFetching && !search.data
        ? 'loading'
        : 'ready';
  const showResults = open && text.trim() !== '';
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="sm:hidden"
        aria-label="Search"
        onClick={() => {
          setExpanded(true);
          setTimeout(() => inputRef.current?.focus());
        }}
      >
        <Search className="size-5" />
      </Button>
      <div
        ref={boxRef}
        role="search"
        onKeyDown={onKeyDown}
        className={cn(
          'sm:relative sm:block sm:w-64 md:w-80',
          expanded
            ? 'bg-background absolute inset-x-0 top-0 z-30 flex h-16 items-center gap-2 px-3'
            : 'hidden',
        )}
      >
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          />
          <Input
            ref={inputRef}
            type="search"
            aria-label="Search your records"
            // Only while the list is there: a reference to an absent id is an error to readers.
            aria-controls={showResults ? resultsId : undefined}
            placeholder="Search your records"
            autoComplete="off"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            className="pr-9 pl-9"
          />
          {/* The shortcut's hint, while the field is empty (the browser's clear button after). */}
          {text === '' && (
            <kbd
              aria-hidden="true"
              className="text-muted-foreground pointer-events-none absolute top-1/2 right-2.5 hidden -translate-y-1/2 rounded border px-1.5 font-mono text-xs lg:block"
            >
              /
            </kbd>
          )}
        </div>
        {expanded && (
          <Button
            variant="ghost"
            size="icon"
            className="sm:hidden"
            aria-label="Close search"
            onClick={close}
          >
            <X className="size-5" />
          </Button>
        )}
        {showResults && (
          <div className="bg-popover text-popover-foreground absolute top-full right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border shadow-lg sm:left-auto sm:w-[min(32rem,calc(100vw-2rem))]">
            <SearchResultsList id={resultsId} results={search.data} state={state} onOpen={close} />
          </div>
        )}
      </div>
    </>
  );
}
