import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { RecordKindKey } from '../../domain/records';
import type { RecordJson } from '../../domain/records/record-schema';
import { fillTitle } from '../../domain/records/display';
import { restorableConfirmMessage } from '../../domain/recently-deleted';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Button } from '../components/ui/button';
import { useCanWrite } from '../lib/vault';
import { useIsOffline } from '../offline/status';
import { kindAndDisplay, useDeleteRecord, useIsDeleting } from './use-records';

/** Props of the delete control on a card or row. */
export interface DeleteRecordButtonProps {
  kindKey: RecordKindKey;
  record: RecordJson;
  /** The card title: names the record in the aria-label and the confirmation. */
  title: string;
  /** Replaces the default trash icon button's look (e.g. a text button in a list row). */
  className?: string;
}

/**
 * Deletes a record after the kind's confirmation: a dialog naming the record (part 1), or the
 * browser's confirm() (part 2 kinds and the checklist), saying the record can be restored from
 * Recently deleted for 30 days (docs/decisions/029). Every delete button of the kind is
 * disabled while a delete runs. Absent while reading a vault one may not change.
 */
export function DeleteRecordButton({ kindKey, record, title, className }: DeleteRecordButtonProps) {
  const { display } = kindAndDisplay(kindKey);
  const remove = useDeleteRecord(kindKey);
  const deleting = useIsDeleting(kindKey);
  const offline = useIsOffline();
  const [confirming, setConfirming] = useState(false);
  const confirm = display.deleteConfirm;
  const canWrite = useCanWrite();
  if (!canWrite) return null;

  const onClick = () => {
    if (confirm.style === 'dialog') setConfirming(true);
    else if (window.confirm(restorableConfirmMessage(confirm.message))) remove.mutate(record.id);
  };

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${title}`}
        disabled={deleting || offline}
        onClick={onClick}
        className={className ?? 'text-muted-foreground hover:text-destructive'}
      >
        <Trash2 />
      </Button>
      {confirm.style === 'dialog' && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={confirm.title}
          description={restorableConfirmMessage(fillTitle(confirm.message, title))}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={remove.isPending || deleting}
          onConfirm={() => remove.mutate(record.id, { onSettled: () => setConfirming(false) })}
        />
      )}
    </>
  );
}
