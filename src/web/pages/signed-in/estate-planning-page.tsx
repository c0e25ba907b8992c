import { useEffect, useMemo } from 'react';
import { ClipboardCheck, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { sortOptions, sortRecords } from '../../../domain/records/display/list-sort';
import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_PRIORITY_LABELS,
} from '../../../domain/records/estate-checklist-items';
import type { RecordJson } from '../../../domain/records/record-schema';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { toast } from '../../hooks/use-toast';
import { isUnauthorizedError } from '../../lib/api';
import { useCanWrite, useVault } from '../../lib/vault';
import { ImportButton } from '../../records/import-button';
import { RecordDialog, type FieldOption } from '../../records/record-dialog';
import type { RecordFormValues } from '../../records/record-form-values';
import { RecordEmptyState, RecordListLoading } from '../../records/record-list-parts';
import { useRecordEditor } from '../../records/use-record-editor';
import { RecordSortSelect } from '../../records/record-sort-select';
import { useListSort } from '../../records/use-list-sort';
import { useOpenLinkedRecord } from '../../records/use-open-linked-record';
import { kindAndDisplay, useRecords } from '../../records/use-records';
import { ChecklistGroup } from './estate-planning/checklist-group';
import { ChecklistProgressPanel, ImportantDatesLinkCard } from './estate-planning/progress-panel';
import { useToggleChecklistItem } from './estate-planning/use-toggle-item';
import { PageTitle } from '../../components/page-title';

const KIND = 'estate-checklist-items';

/** The page's circle sets completion; the dialog leaves it alone. */
const COMPLETION_FIELDS = ['isCompleted', 'completedDate'] as const;

const PRIORITY_OPTIONS: Readonly<Record<string, readonly FieldOption[]>> = {
  priority: Object.entries(CHECKLIST_PRIORITY_LABELS).map(([value, label]) => ({ value, label })),
};

function withoutCompletion(values: RecordFormValues): RecordFormValues {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name]) => !(COMPLETION_FIELDS as readonly string[]).includes(name),
    ),
  );
}

/**
 * Items grouped by category in the spec's order (unknown legacy categories after, by name);
 * within a group, in the order chosen (by default high priority first, then newest first).
 */
function groupByCategory(
  items: readonly RecordJson[],
): { category: string; items: RecordJson[] }[] {
  const byCategory = new Map<string, RecordJson[]>();
  for (const item of items) {
    const category = String(item.category ?? 'Other');
    byCategory.set(category, [...(byCategory.get(category) ?? []), item]);
  }
  const known: readonly string[] = CHECKLIST_CATEGORIES;
  const order = [
    ...known,
    ...[...byCategory.keys()].filter((c) => !known.includes(c)).sort((a, b) => a.localeCompare(b)),
  ];
  return order
    .filter((category) => byCategory.has(category))
    .map((category) => ({ category, items: byCategory.get(category) ?? [] }));
}

/** Estate Planning (/estate-planning), part 1 §2: the grouped checklist and its progress panel. */
export default function EstatePlanningPage() {
  const { kind, display } = kindAndDisplay(KIND);
  const query = useRecords(KIND);
  const editor = useRecordEditor();
  const [sort, setSort] = useListSort(KIND, kind, display);
  const { toggle, pendingIds } = useToggleChecklistItem();
  const canWrite = useCanWrite();
  const inVault = useVault() !== null;

  useEffect(() => {
    if (query.error && !isUnauthorizedError(query.error)) {
      toast({
        title: 'Error Loading Data',
        description: display.loadError,
        variant: 'destructive',
      });
    }
  }, [query.error, display.loadError]);

  const items = useMemo(() => query.data ?? [], [query.data]);
  // A search result or reminder link (?record=) opens its item.
  useOpenLinkedRecord(items, editor.openEdit);
  const groups = useMemo(
    () => groupByCategory(sortRecords(kind, display, items, sort)),
    [kind, display, items, sort],
  );

  return (
    <div className="grid gap-6">
      <PageTitle title={display.title} />
      <PageHeader
        title={display.title}
        description={display.description}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <ImportButton kindKey={KIND} />
            {canWrite && (
              <Button onClick={editor.openAdd}>
                <Plus aria-hidden="true" /> {display.addLabel}
              </Button>
            )}
          </div>
        }
      />
      {query.isPending ? (
        <RecordListLoading display={display} />
      ) : query.isError ? (
        <p role="alert" className="text-destructive">
          {display.loadError}
        </p>
      ) : (
        // Phones: progress, checklist, dates link. Desktop: checklist left, both cards right.
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
          <aside aria-label="Checklist progress" className="lg:col-start-2 lg:row-start-1">
            <ChecklistProgressPanel items={items} />
          </aside>
          <div className="grid gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            {items.length > 0 && (
              <div className="flex flex-wrap items-center justify-between gap-3">
                {/* The assessment is one's own (it adds to one's own checklist): not in a vault. */}
                {!inVault && (
                  <Button asChild variant="outline" size="sm">
                    <Link to="/estate-planning/assessment">
                      <ClipboardCheck aria-hidden="true" /> Take the assessment
                    </Link>
                  </Button>
                )}
                <RecordSortSelect
                  options={sortOptions(kind, display)}
                  value={sort}
                  onChange={setSort}
                />
              </div>
            )}
            {items.length === 0 ? (
              <RecordEmptyState display={display} onAdd={editor.openAdd} />
            ) : (
              groups.map((group) => (
                <ChecklistGroup
                  key={group.category}
                  category={group.category}
                  items={group.items}
                  onToggle={toggle}
                  onEdit={editor.openEdit}
                  pendingIds={pendingIds}
                />
              ))
            )}
          </div>
          <div className="lg:col-start-2 lg:row-start-2">
            <ImportantDatesLinkCard />
          </div>
        </div>
      )}
      <RecordDialog
        kindKey={KIND}
        {...editor.dialogProps}
        hiddenFields={COMPLETION_FIELDS}
        fieldOptions={PRIORITY_OPTIONS}
        transformValues={withoutCompletion}
      />
    </div>
  );
}
