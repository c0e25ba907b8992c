/**
 * The generic list screen every record kind uses (one list page, one dialog, one card,
 * one delete confirmation, configured per kind by src/domain/records/display/<kind>.ts).
 *
 * Extension points, for kinds that add to the generic screen instead of copying it:
 * - `extraDialogContent(ctx)`: rendered inside the add/edit form after the fields. `ctx.form` is the
 *   react-hook-form instance (setValue('filePath', id) after an upload), `ctx.record` the record
 *   being edited (null when adding), `ctx.setSubmitBlocked(true)` keeps Save disabled meanwhile.
 * - `transformValues(values, record)`: last change to the validated body before POST/PATCH.
 * - `cardTitle(record, title)`: replaces a card's title (also used in aria-labels and the delete
 *   confirmation). Medical information needs none: its display titles cards by the family member.
 * - `renderCardActions(record)`: extra buttons under a card's lines (documents' 'View File').
 * - `headerActions`: extra header content before the Add button.
 * - `notice`, `description`: a notice under the header; the line under the title in place of the
 *   kind's own (Letters & Wishes in someone else's records speaks to its reader).
 * - A screen that truly differs (the estate checklist, grouped with a toggle) writes its own page
 *   from the exported pieces: useRecords, useRecordEditor + RecordDialog, DeleteRecordButton,
 *   RecordCard with cardView(), RecordListLoading, RecordEmptyState, RecordFilterBar, RecordGrid.
 * Every list has a "Sort by" (domain/records/display/list-sort.ts: the spec's order by default,
 * a choice remembered per list on this device: use-list-sort.ts).
 * Pages outside this folder link to these screens rather than open the dialog themselves: the
 * home dashboard's Add Member is a link to /family.
 */
// The calendar button is being reworked in pages/signed-in/upcoming/; it moves to components/
// with that work, and this exception goes.
import { AddToCalendarButton } from './add-to-calendar-button';
import { useOpenLinkedRecord } from './use-open-linked-record';
import { InviteFromCardButton } from '../components/invite-from-card';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import type { RecordKindKey } from '../../domain/records';
import type { RecordJson } from '../../domain/records/record-schema';
import { applyFilter, cardView, filterChoices, recordsTotal } from '../../domain/records/display';
import { formatMoney } from '../../domain/format';
import { PageHeader } from '../components/page-header';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { toast } from '../hooks/use-toast';
import { isUnauthorizedError } from '../lib/api';
import { OfflineEditsNote, OfflineNotSaved } from '../offline/offline-banner';
import { useIsOffline } from '../offline/status';
import { useCanWrite } from '../lib/vault';
import { ImportButton } from './import-button';
import { DeleteRecordButton } from './delete-record';
import { RecordHistoryButton } from './record-history';
import { RecordCard } from './record-card';
import { FamilyPhotoField } from './family-photo-field';
import { RecordDialog, type RecordDialogContext, type RecordDialogProps } from './record-dialog';
import {
  RecordEmptyState,
  RecordFilterBar,
  RecordGrid,
  RecordListLoading,
} from './record-list-parts';
import { useRecordEditor } from './use-record-editor';
import { kindAndDisplay, useCardReferenceNames, useRecords } from './use-records';
import { sortOptions, sortRecords } from '../../domain/records/display/list-sort';
import { RecordSortSelect } from './record-sort-select';
import { useListSort } from './use-list-sort';
import { PageTitle } from '../components/page-title';

/** Props of the generic list screen; see the extension points above. */
export interface RecordListPageProps {
  kindKey: RecordKindKey;
  extraDialogContent?: RecordDialogProps['extraContent'];
  transformValues?: RecordDialogProps['transformValues'];
  cardTitle?: (record: RecordJson, title: string) => string;
  renderCardActions?: (record: RecordJson) => ReactNode;
  headerActions?: ReactNode;
  /** Shown under the header (Letters & Wishes: who can read what, and when). */
  notice?: ReactNode;
  /** The line under the title, in place of the kind's own (Letters & Wishes in someone's records). */
  description?: string;
  /** Editable fields the dialog leaves out, set by `extraDialogContent` instead. */
  hiddenFields?: RecordDialogProps['hiddenFields'];
  /** Replaces the load error when the list does not answer (a vault not released to the reader). */
  errorContent?: ReactNode;
}

/** A kind's list screen: header with total and Add, filter, cards, dialog, confirmations. */
export function RecordListPage(props: RecordListPageProps) {
  const { kindKey, cardTitle, renderCardActions } = props;
  const { kind, display } = kindAndDisplay(kindKey);
  const query = useRecords(kindKey);
  const editor = useRecordEditor();
  const offline = useIsOffline();
  const canWrite = useCanWrite();
  const [filter, setFilter] = useState<string | null>(null);
  // Titles of what cards point at: a medical record's family member, who a will names.
  const names = useCardReferenceNames(kind);
  const [sort, setSort] = useListSort(kindKey, kind, display);

  useEffect(() => {
    if (query.error && !isUnauthorizedError(query.error) && !props.errorContent) {
      toast({
        title: 'Error Loading Data',
        description: display.loadError,
        variant: 'destructive',
      });
    }
  }, [query.error, display.loadError, props.errorContent]);

  const records = useMemo(() => query.data ?? [], [query.data]);
  useOpenLinkedRecord(records, editor.openEdit);
  const choices = useMemo(() => filterChoices(display, kind, records), [display, kind, records]);
  // A filter whose last record was deleted falls back to 'All ...'.
  const selected = filter !== null && choices.some((c) => c.value === filter) ? filter : null;
  const shown = sortRecords(kind, display, applyFilter(display, records, selected), sort, names);
  const total = recordsTotal(display, records);

  return (
    <div className="grid gap-6">
      <PageTitle title={display.title} />
      <PageHeader
        title={display.title}
        description={props.description ?? display.description}
        actions={
          // One unwrapped row, so the total stays beside the Add button on wide screens.
          <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
            {total && display.total && (
              <Badge variant="outline" className="bg-card h-9 px-3 text-sm">
                {display.total.label}: {formatMoney(total, display.total.decimals)}
              </Badge>
            )}
            {props.headerActions}
            <ImportButton kindKey={kindKey} />
            {canWrite && (
              <Button onClick={editor.openAdd} disabled={offline}>
                <Plus aria-hidden="true" /> {display.addLabel}
              </Button>
            )}
          </div>
        }
      />
      {props.notice}
      <OfflineEditsNote />
      {query.isPending ? (
        offline && query.fetchStatus === 'paused' ? (
          <OfflineNotSaved />
        ) : (
          <RecordListLoading display={display} />
        )
      ) : query.isError && props.errorContent ? (
        props.errorContent
      ) : query.isError ? (
        <p role="alert" className="text-destructive">
          {display.loadError}
        </p>
      ) : records.length === 0 ? (
        <RecordEmptyState display={display} onAdd={editor.openAdd} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            {display.filter && (
              <RecordFilterBar
                allLabel={display.filter.allLabel}
                choices={choices}
                selected={selected}
                onSelect={setFilter}
              />
            )}
            <div className="w-full min-w-0 sm:ml-auto sm:w-auto">
              <RecordSortSelect
                options={sortOptions(kind, display)}
                value={sort}
                onChange={setSort}
              />
            </div>
          </div>
          {shown.length === 0 ? (
            <p className="text-muted-foreground py-12 text-center">{display.filter?.noMatch}</p>
          ) : (
            <RecordGrid columns={display.columns}>
              {shown.map((record) => {
                const view = cardView(display, kind, record, names);
                if (cardTitle) view.title = cardTitle(record, view.title);
                return (
                  <RecordCard
                    key={record.id}
                    view={view}
                    avatar={display.card.avatar !== undefined}
                    onEdit={() => editor.openEdit(record)}
                    locked={record.locked === true}
                    deleteButton={
                      <DeleteRecordButton kindKey={kindKey} record={record} title={view.title} />
                    }
                    history={
                      <RecordHistoryButton
                        kindKey={kindKey}
                        recordId={record.id}
                        title={view.title}
                        labelled
                      />
                    }
                    actions={renderCardActions?.(record)}
                  />
                );
              })}
            </RecordGrid>
          )}
        </>
      )}
      <RecordDialog
        kindKey={kindKey}
        {...editor.dialogProps}
        extraContent={props.extraDialogContent}
        transformValues={props.transformValues}
        hiddenFields={props.hiddenFields}
      />
    </div>
  );
}

/** Route element: the generic screen of one kind (lazy-loaded by routes.tsx). */
export default function RecordListRoute({ kindKey }: { kindKey: RecordKindKey }) {
  // Keyed so moving between two record screens starts each with fresh state (filter, dialog).
  // Important dates can be added to a calendar app (an .ics built in this session).
  const headerActions =
    kindKey === 'important-dates' ? (
      <AddToCalendarButton filter={(e) => e.source.recordKind === 'important-dates'} />
    ) : undefined;
  // A family member can be invited as a trusted person from their card (issue 28).
  const renderCardActions =
    kindKey === 'family-members'
      ? (record: RecordJson) => <InviteFromCardButton record={record} />
      : undefined;
  // A family member's photo is uploaded from their dialog (issue 41).
  const extraDialogContent =
    kindKey === 'family-members'
      ? (context: RecordDialogContext) => <FamilyPhotoField {...context} />
      : undefined;
  return (
    <RecordListPage
      key={kindKey}
      kindKey={kindKey}
      headerActions={headerActions}
      renderCardActions={renderCardActions}
      extraDialogContent={extraDialogContent}
    />
  );
}
