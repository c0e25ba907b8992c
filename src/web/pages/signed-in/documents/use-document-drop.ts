import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { DocumentUploadAnswer } from '../../../../domain/document-drop/upload-answer';
import type { RecordJson } from '../../../../domain/records/record-schema';
import { apiRequest, readJson, serverMessage } from '../../../lib/api';
import { useSiteInfo } from '../../../lib/site-info';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { recordsPath, recordsQueryKey } from '../../../records/use-records';
import { dropRefusal } from './drop-checks';
import { DOCUMENT_UPLOAD_PATH } from './document-file-field';

/** Where a dropped file is in its way to becoming a document. */
export type DropStatus = 'waiting' | 'uploading' | 'saving' | 'added' | 'failed' | 'cancelled';

/** One dropped file, as the tray shows it. */
export interface DropItem {
  key: string;
  name: string;
  status: DropStatus;
  /** Share of the upload sent, 0 to 1. */
  progress: number;
  error?: string;
  /** The document it became. */
  added?: { id: string; title: string; documentType: string | null };
}

let counter = 0;

/**
 * Dropped or picked files, each uploaded in turn with its progress (cancellable), its guess
 * asked for (`?guess=true`), then saved as a document with the guessed title, category and type
 * through the same POST /api/documents as the form. When a batch is done, the first document it
 * added opens in the edit dialog for its owner to check (`?record=<id>`, which the list page
 * opens); the tray's Check buttons open the others.
 */
export function useDocumentDrop() {
  const { maxUploadMb } = useSiteInfo();
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const [items, setItems] = useState<DropItem[]>([]);
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const opened = useRef(new Set<string>());

  const update = useCallback(
    (key: string, change: Partial<DropItem>) =>
      setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const add = useCallback(
    (chosen: File[]) => {
      const fresh = chosen.map((file): DropItem => {
        const key = `drop-${++counter}`;
        const refusal = dropRefusal(file, maxUploadMb);
        if (!refusal) files.current.set(key, file);
        return refusal
          ? { key, name: file.name, status: 'failed', progress: 0, error: refusal }
          : { key, name: file.name, status: 'waiting', progress: 0 };
      });
      // A new batch: the last one's finished rows make way.
      setItems((all) => [
        ...all.filter((i) => !['added', 'failed', 'cancelled'].includes(i.status)),
        ...fresh,
      ]);
    },
    [maxUploadMb],
  );

  const open = useCallback(
    (id: string) => {
      opened.current.add(id);
      setParams((p) => {
        p.set('record', id);
        return p;
      });
    },
    [setParams],
  );

  const send = useCallback(
    async (key: string, file: File) => {
      if (controllers.current.has(key)) return; // already on its way
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { status: 'uploading' });
      const body = new FormData();
      body.append('file', file);
      try {
        const uploaded = await uploadWithProgress<DocumentUploadAnswer>(
          `${DOCUMENT_UPLOAD_PATH}?guess=true`,
          body,
          {
            signal: controller.signal,
            onProgress: (sent, total) => update(key, { progress: total ? sent / total : 0 }),
          },
        );
        update(key, { status: 'saving', progress: 1 });
        const guess = uploaded.guess!;
        const saved = await apiRequest('POST', recordsPath('documents'), {
          title: guess.title,
          category: guess.category,
          ...(guess.documentType ? { documentType: guess.documentType } : {}),
          filePath: uploaded.filePath,
        }).then((res) => readJson<RecordJson>(res));
        update(key, {
          status: 'added',
          added: { id: saved.id, title: guess.title, documentType: guess.documentType },
        });
        await queryClient.invalidateQueries({ queryKey: recordsQueryKey('documents') });
      } catch (error) {
        if ((error as { name?: string }).name === 'AbortError')
          update(key, { status: 'cancelled' });
        else
          update(key, { status: 'failed', error: serverMessage(error, 'Failed to upload file') });
      } finally {
        controllers.current.delete(key);
        files.current.delete(key);
      }
    },
    [update, queryClient],
  );

  // One file at a time, in the order dropped: each shows its own progress.
  const busy = items.some((i) => i.status === 'uploading' || i.status === 'saving');
  const next = busy ? undefined : items.find((i) => i.status === 'waiting');
  useEffect(() => {
    const file = next && files.current.get(next.key);
    if (next && file) void send(next.key, file);
  }, [next, send]);

  // The batch is done: its first new document opens for checking.
  const firstAdded = items.find((i) => i.added)?.added?.id;
  const done = items.length > 0 && !busy && !next;
  useEffect(() => {
    if (done && firstAdded && !opened.current.has(firstAdded)) open(firstAdded);
  }, [done, firstAdded, open]);

  const cancel = useCallback(
    (key: string) => {
      const controller = controllers.current.get(key);
      if (controller) controller.abort();
      else {
        files.current.delete(key);
        update(key, { status: 'cancelled' });
      }
    },
    [update],
  );

  const dismiss = useCallback(() => setItems([]), []);

  return { items, add, cancel, dismiss, open, busy: busy || !!next };
}
