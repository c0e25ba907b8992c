import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { RecordJson } from '../../domain/records/record-schema';
import { PhotoControls } from '../components/photo-controls';
import { toast } from '../hooks/use-toast';
import { apiRequest, apiUpload, readJson, serverMessage } from '../lib/api';
import type { RecordDialogContext } from './record-dialog';
import { RecordAvatar } from './record-avatar';
import { recordsQueryKey } from './use-records';

const photoPath = (id: string) => `/api/family-members/${id}/photo`;

/**
 * Photo, in the family-member dialog (issue 41): as Account Settings' Profile Photo, choosing a
 * file uploads it at once (POST /api/family-members/:id/photo) and Remove Photo removes it; the
 * card then shows it instead of the initials. A new family member gets one once saved (the
 * photo belongs to the record). Save waits while a photo uploads.
 */
export function FamilyPhotoField({ form, record, setSubmitBlocked }: RecordDialogContext) {
  const queryClient = useQueryClient();
  const name = useWatch({ control: form.control, name: 'name' });
  const [url, setUrl] = useState(() => photoUrlOf(record));
  const saved = (next: RecordJson, description: string) => {
    setUrl(photoUrlOf(next));
    void queryClient.invalidateQueries({ queryKey: recordsQueryKey('family-members') });
    toast({ title: 'Success', description });
  };
  const failed = (fallback: string) => (error: unknown) =>
    toast({ title: 'Error', description: serverMessage(error, fallback), variant: 'destructive' });

  const upload = useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return readJson<RecordJson>(await apiUpload(photoPath(id), body));
    },
    onMutate: () => setSubmitBlocked(true),
    onSettled: () => setSubmitBlocked(false),
    onSuccess: (next) => saved(next, 'Photo updated'),
    onError: failed('Failed to upload the photo'),
  });
  const remove = useMutation({
    mutationFn: async (id: string) =>
      readJson<RecordJson>(await apiRequest('DELETE', photoPath(id))),
    onSuccess: (next) => saved(next, 'Photo removed'),
    onError: failed('Failed to remove the photo'),
  });
  const busy = upload.isPending || remove.isPending;

  return (
    <fieldset className="grid gap-3">
      <legend className="text-muted-foreground mb-3 text-xs font-semibold tracking-wide uppercase">
        Photo
      </legend>
      <p className="text-muted-foreground text-sm">
        Shown on the card instead of the initials. Stored encrypted, and only you and the people you
        trust with Family Members can open it.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <RecordAvatar
          key={url ?? 'none'}
          title={typeof name === 'string' ? name : ''}
          imageUrl={url}
          className="size-16 text-xl"
        />
        {record ? (
          <PhotoControls
            onFile={(file) => upload.mutate({ id: record.id, file })}
            onRemove={() => remove.mutate(record.id)}
            hasPhoto={Boolean(url)}
            busy={busy}
            uploading={upload.isPending}
          />
        ) : (
          <p className="text-muted-foreground text-sm">
            Save the family member first, then edit them to upload a photo.
          </p>
        )}
      </div>
    </fieldset>
  );
}

/** The record's photo address (the server answers only ones it serves), or null. */
function photoUrlOf(record: RecordJson | null): string | null {
  const url = record?.profileImageUrl;
  return typeof url === 'string' ? url : null;
}
