import { useRef, type ComponentProps } from 'react';
import { CircleAlert, CircleCheck, FileText, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useBottomOverlay } from '../../../lib/bottom-overlays';
import type { DropItem } from './use-document-drop';

/** The line under a file's name: where it is on its way. */
function statusWords(item: DropItem): string {
  switch (item.status) {
    case 'waiting':
      return 'Waiting...';
    case 'uploading':
      // Sent whole: the server checks it, stores it sealed and reads its words for the guess.
      return item.progress < 1
        ? `Uploading... ${Math.round(item.progress * 100)}%`
        : 'Reading the file...';
    case 'saving':
      return 'Adding the document...';
    case 'added':
      return `Added as “${item.added!.title}”${item.added!.documentType ? ` · ${item.added!.documentType}` : ''}`;
    case 'cancelled':
      return 'Cancelled';
    case 'failed':
      return item.error ?? 'Failed to upload file';
  }
}

function DropRow({
  item,
  onCancel,
  onCheck,
}: {
  item: DropItem;
  onCancel: () => void;
  onCheck: (id: string) => void;
}) {
  const moving = item.status === 'waiting' || item.status === 'uploading';
  const Icon =
    item.status === 'added' ? CircleCheck : item.status === 'failed' ? CircleAlert : FileText;
  return (
    <li className="grid gap-1.5 py-2.5" data-status={item.status}>
      <div className="flex items-start gap-2">
        <Icon
          aria-hidden="true"
          className={`mt-0.5 size-4 shrink-0 ${item.status === 'failed' ? 'text-destructive' : 'text-primary'}`}
        />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <span className="truncate text-sm font-medium">{item.name}</span>
          <span
            className={`text-sm ${item.status === 'failed' ? 'text-destructive' : 'text-muted-foreground'}`}
          >
            {statusWords(item)}
          </span>
        </div>
        {moving && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Cancel ${item.name}`}
            onClick={onCancel}
          >
            Cancel
          </Button>
        )}
        {item.added && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={`Check ${item.added.title}`}
            onClick={() => onCheck(item.added!.id)}
          >
            Check
          </Button>
        )}
      </div>
      {item.status === 'uploading' && (
        <div
          role="progressbar"
          aria-label={`Uploading ${item.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(item.progress * 100)}
          className="bg-muted h-1.5 overflow-hidden rounded-full"
        >
          <div
            className="bg-primary h-full transition-[width]"
            style={{ width: `${item.progress * 100}%` }}
          />
        </div>
      )}
    </li>
  );
}

/**
 * The dropped files on their way (bottom right; across the bottom of a phone): each one's
 * progress with Cancel, then what it became with Check (opens it in the edit dialog), or why
 * it was refused. Closes once nothing is moving.
 */
export function DropTray({
  items,
  busy,
  onCancel,
  onCheck,
  onDismiss,
}: {
  items: DropItem[];
  busy: boolean;
  onCancel: (key: string) => void;
  onCheck: (id: string) => void;
  onDismiss: () => void;
}) {
  if (items.length === 0) return null;
  return (
    <TrayPanel
      items={items}
      busy={busy}
      onCancel={onCancel}
      onCheck={onCheck}
      onDismiss={onDismiss}
    />
  );
}

/** The tray while it has files; the page keeps room below its content for it. */
function TrayPanel({ items, busy, onCancel, onCheck, onDismiss }: ComponentProps<typeof DropTray>) {
  const panel = useRef<HTMLElement>(null);
  useBottomOverlay(panel, 'tray');
  const added = items.filter((i) => i.status === 'added').length;
  const heading = busy
    ? `Adding documents (${items.filter((i) => !['waiting', 'uploading', 'saving'].includes(i.status)).length + 1} of ${items.length})`
    : `${added} ${added === 1 ? 'document' : 'documents'} added`;
  return (
    <section
      ref={panel}
      aria-label="Adding documents"
      className="bg-card fixed inset-x-2 bottom-2 z-40 max-h-[50dvh] overflow-y-auto rounded-lg border p-3 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[26rem]"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold" aria-live="polite">
          {heading}
        </h2>
        {!busy && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Close the list of added documents"
            onClick={onDismiss}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
      {!busy && added > 0 && (
        <p className="text-muted-foreground text-sm">
          Titles and types were guessed from each file: check them.
        </p>
      )}
      <ul className="divide-y">
        {items.map((item) => (
          <DropRow
            key={item.key}
            item={item}
            onCancel={() => onCancel(item.key)}
            onCheck={onCheck}
          />
        ))}
      </ul>
    </section>
  );
}
