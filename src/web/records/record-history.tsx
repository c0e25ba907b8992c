import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import {
  HISTORY_TITLE,
  KEEP_VERSIONS,
  RESTORE_VERSION_LABEL,
  type RecordHistory,
  type RecordVersion,
  type RestoreVersionAnswer,
} from '../../domain/record-history';
import type { RecordKindKey } from '../../domain/records';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { toast } from '../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../lib/api';
import { userTimeZone } from '../lib/time-zone';
import { useCanWrite } from '../lib/vault';
import { useIsOffline } from '../offline/status';
import { recordsPath, recordsQueryKey } from './use-records';

/** When a change was made, in words, in the zone chosen in Preferences: 'Nov 29, 2026, 2:05 PM'. */
function when(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: userTimeZone(),
  });
}

/** Props of the History control on a record's card or row. */
export interface RecordHistoryButtonProps {
  kindKey: RecordKindKey;
  recordId: string;
  /** The card title: names the record in the aria-label and the dialog. */
  title: string;
  /** The word 'History' beside the icon (a card's actions); else the icon alone (a row's). */
  labelled?: boolean;
}

/**
 * History (issue 44): the record's earlier versions, newest first, each saying in plain words
 * what the change was, with "Restore this version". For the owner and an editor of the area
 * (the server answers 404 to anyone else); absent while reading a vault one may not change.
 */
export function RecordHistoryButton(props: RecordHistoryButtonProps) {
  const { kindKey, recordId, title, labelled = false } = props;
  const [open, setOpen] = useState(false);
  const canWrite = useCanWrite();
  if (!canWrite) return null;
  return (
    <>
      <Button
        variant={labelled ? 'outline' : 'ghost'}
        size={labelled ? 'sm' : 'icon'}
        aria-label={`History of ${title}`}
        title={labelled ? undefined : HISTORY_TITLE}
        onClick={() => setOpen(true)}
        className={labelled ? undefined : 'text-muted-foreground'}
      >
        <History aria-hidden="true" />
        {labelled && HISTORY_TITLE}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle className="pr-6 break-words">History of {title}</DialogTitle>
            <DialogDescription>
              Each change to this record, newest first. Restore this version puts back what the
              record said before that change. The last {KEEP_VERSIONS} changes are kept, for up to a
              year; a restore is a change too, so you can undo it here.
            </DialogDescription>
          </DialogHeader>
          {open && <VersionList kindKey={kindKey} recordId={recordId} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function VersionList({ kindKey, recordId }: { kindKey: RecordKindKey; recordId: string }) {
  const path = `${recordsPath(kindKey)}/${recordId}/history`;
  const history = useQuery<RecordHistory>({ queryKey: [path], staleTime: 0, retry: false });
  if (history.isPending) return <p className="text-muted-foreground">Loading history...</p>;
  if (history.isError)
    return <p className="text-destructive">Could not load the history. Please try again.</p>;
  const { versions } = history.data;
  if (versions.length === 0)
    return (
      <p className="text-muted-foreground">
        No changes yet. When this record is changed, what it said before will be kept here.
      </p>
    );
  return (
    <ol className="grid gap-3" aria-label="Earlier versions, newest first">
      {versions.map((version) => (
        <VersionItem key={version.id} kindKey={kindKey} path={path} version={version} />
      ))}
    </ol>
  );
}

function VersionItem(props: { kindKey: RecordKindKey; path: string; version: RecordVersion }) {
  const { kindKey, path, version } = props;
  const queryClient = useQueryClient();
  const offline = useIsOffline();
  const restore = useMutation({
    mutationFn: async () =>
      readJson<RestoreVersionAnswer>(await apiRequest('POST', `${path}/${version.id}/restore`)),
    onSuccess: (answer) => toast({ title: 'Success', description: answer.message }),
    onError: (err) =>
      toast({
        title: 'Error',
        description: serverMessage(err, 'Could not restore this version. Please try again.'),
        variant: 'destructive',
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [path] });
      await queryClient.invalidateQueries({ queryKey: recordsQueryKey(kindKey) });
    },
  });
  return (
    <li className="grid gap-2 rounded-md border p-3 sm:p-4">
      <p className="text-muted-foreground text-sm">
        Changed {when(version.changedAt)} by {version.changedBy}
      </p>
      <ul className="grid gap-1">
        {version.changes.map((line) => (
          <li key={line} className="break-words">
            {line}
          </li>
        ))}
      </ul>
      <div>
        <Button
          variant="outline"
          disabled={restore.isPending || offline}
          onClick={() => restore.mutate()}
        >
          <RotateCcw aria-hidden="true" /> {RESTORE_VERSION_LABEL}
        </Button>
      </div>
    </li>
  );
}
