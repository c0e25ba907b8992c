import type { ReactNode } from 'react';
import { FolderOpen, Plus } from 'lucide-react';
import type { FilterChoice, RecordDisplay } from '../../domain/records/display';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { Spinner } from '../components/ui/spinner';
import { cn } from '../lib/utils';
import { useCanWrite } from '../lib/vault';
import { useIsOffline } from '../offline/status';
import { Link } from 'react-router';
import { RECENTLY_DELETED_PATH, RECENTLY_DELETED_TITLE } from '../../domain/recently-deleted';
import { useRecentlyDeleted } from './recently-deleted';

/** Skeleton cards shown while a list loads (part 1 §9). */
export const SKELETON_CARD_COUNT = 6;

/**
 * The card grid: as many columns as cards of 20rem (18rem for three-column kinds) fit, up to the
 * kind's column count. In rem, so the columns drop as the text grows and a card never gets too
 * narrow for its longest word (issue 41).
 */
export function RecordGrid({ columns, children }: { columns: 2 | 3; children: ReactNode }) {
  return (
    <div
      className={cn(
        'grid items-start gap-6',
        columns === 3
          ? 'grid-cols-[repeat(auto-fill,minmax(min(100%,max(18rem,calc((100%-3rem)/3))),1fr))]'
          : 'grid-cols-[repeat(auto-fill,minmax(min(100%,max(20rem,calc((100%-1.5rem)/2))),1fr))]',
      )}
    >
      {children}
    </div>
  );
}

/** The loading text with a spinner, over 6 skeleton cards. */
export function RecordListLoading({ display }: { display: RecordDisplay }) {
  return (
    <div className="grid gap-4">
      <Spinner label={display.loadingText} className="justify-start" />
      <RecordGrid columns={display.columns}>
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
          <Card key={i} aria-hidden="true" data-testid="record-skeleton" className="gap-4">
            <CardContent className="grid gap-3">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
            </CardContent>
          </Card>
        ))}
      </RecordGrid>
    </div>
  );
}

/** The empty state: the kind's words and its first-record button (none in a read-only vault). */
export function RecordEmptyState({
  display,
  onAdd,
}: {
  display: RecordDisplay;
  onAdd: () => void;
}) {
  const offline = useIsOffline();
  const canWrite = useCanWrite();
  return (
    <Card className="items-center border-dashed px-6 py-12 text-center">
      <span className="bg-muted text-muted-foreground flex size-12 items-center justify-center rounded-full">
        <FolderOpen aria-hidden="true" className="size-6" />
      </span>
      <div className="grid max-w-md gap-1">
        <CardTitle>{display.empty.title}</CardTitle>
        <p className="text-muted-foreground text-sm">{display.empty.description}</p>
      </div>
      {canWrite && (
        <Button onClick={onAdd} disabled={offline}>
          <Plus aria-hidden="true" /> {display.empty.action}
        </Button>
      )}
      {canWrite && <DeletedHereLink kindKey={display.kindKey} />}
    </Card>
  );
}

/** While Recently deleted holds something of this area, the empty state says where it is. */
function DeletedHereLink({ kindKey }: { kindKey: string }) {
  const { data } = useRecentlyDeleted();
  const count = data?.items.filter((item) => item.kind === kindKey).length ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={RECENTLY_DELETED_PATH}
      className="text-primary text-sm font-medium underline-offset-4 hover:underline"
    >
      {count === 1 ? '1 deleted item' : `${count} deleted items`} in {RECENTLY_DELETED_TITLE}
    </Link>
  );
}

/** 'All ...' plus one button per value present; the pressed one is filled. */
export function RecordFilterBar({
  allLabel,
  choices,
  selected,
  onSelect,
}: {
  allLabel: string;
  choices: FilterChoice[];
  selected: string | null;
  onSelect: (value: string | null) => void;
}) {
  const button = (value: string | null, label: string) => (
    <Button
      key={value ?? ''}
      size="sm"
      variant={selected === value ? 'default' : 'outline'}
      aria-pressed={selected === value}
      onClick={() => onSelect(value)}
    >
      {label}
    </Button>
  );
  return (
    <div role="group" aria-label="Filter" className="flex flex-wrap gap-2">
      {button(null, allLabel)}
      {choices.map((c) => button(c.value, c.label))}
    </div>
  );
}
