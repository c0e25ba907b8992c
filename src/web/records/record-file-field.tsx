import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FileText, Upload } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Label } from '../components/ui/label';
import { toast } from '../hooks/use-toast';
import { apiUpload, readJson, serverMessage } from '../lib/api';
import { useSiteInfo } from '../lib/site-info';
import type { RecordDialogContext } from './record-dialog';

/** The upload answer (docs/api.md): what the field needs of it. */
interface UploadedFile {
  fileName: string;
  filePath: string;
  fileSize: number;
  mimeType: string;
}

/** Where a kind's files are uploaded, what the input accepts, and the hint under it. */
export interface FileUploadTarget {
  path: string;
  accept: string;
  hint(maxUploadMb: number): string;
  /** Which of the admin's limits holds (default: the documents'). */
  limit?: 'documents' | 'letters';
}

/** A file size in KB with one decimal: 2048 → '2.0 KB'. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

interface AttachedFile {
  name: string;
  size: number | null;
}

function attachedFileOf(record: RecordDialogContext['record']): AttachedFile | null {
  if (!record?.filePath) return null;
  return {
    name: typeof record.fileName === 'string' ? record.fileName : 'Attached file',
    size: typeof record.fileSize === 'number' ? record.fileSize : null,
  };
}

/**
 * A record dialog's upload block: a document's (part 1 §4) and a letter's (issue 29), by
 * `target`. Choosing a file uploads it at once; the answer's filePath becomes the form's value,
 * so Save attaches it. Save waits while uploading. Remove sets filePath to null, which detaches
 * the file when saved.
 */
export function RecordFileField({
  form,
  record,
  isSaving,
  setSubmitBlocked,
  target,
}: RecordDialogContext & { target: FileUploadTarget }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<AttachedFile | null>(() => attachedFileOf(record));
  const siteInfo = useSiteInfo();
  const maxUploadMb =
    target.limit === 'letters' ? siteInfo.maxLetterUploadMb : siteInfo.maxUploadMb;

  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const body = new FormData();
      body.append('file', chosen);
      return readJson<UploadedFile>(await apiUpload(target.path, body));
    },
    onMutate: () => setSubmitBlocked(true),
    onSettled: () => setSubmitBlocked(false),
    onSuccess: (uploaded) => {
      form.setValue('filePath', uploaded.filePath, { shouldDirty: true });
      setFile({ name: uploaded.fileName, size: uploaded.fileSize });
      toast({ title: 'Success', description: 'File uploaded successfully' });
    },
    // The previous file (if any) stays attached.
    onError: (error) =>
      toast({
        title: 'Failed to upload file',
        description: serverMessage(error, 'Failed to upload file'),
        variant: 'destructive',
      }),
  });

  const busy = upload.isPending || isSaving;
  const chooseLabel = upload.isPending ? 'Uploading...' : file ? 'Replace' : 'Choose File';

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared, so choosing the same file again (after a failure) fires a change too.
    event.target.value = '';
    if (chosen) upload.mutate(chosen);
  };

  const remove = () => {
    form.setValue('filePath', null, { shouldDirty: true });
    setFile(null);
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Upload File</Label>
      {/* The native input stays for labels, tests and the picker; the button opens it. */}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={target.accept}
        className="sr-only"
        tabIndex={-1}
        aria-describedby={hintId}
        disabled={busy}
        onChange={onChange}
      />
      <div
        className={
          file
            ? 'flex flex-wrap items-center gap-3 rounded-md border p-3'
            : 'flex flex-wrap items-center gap-3 rounded-md border border-dashed p-3'
        }
      >
        {file ? (
          // At least 12rem for the name, else the buttons move below it: the whole name shows.
          <div className="flex min-w-0 flex-1 basis-48 items-center gap-2.5">
            <FileText aria-hidden="true" className="text-primary size-5 shrink-0" />
            <div className="grid min-w-0">
              <span className="text-sm font-medium break-words" data-testid="uploaded-file-name">
                {file.name}
              </span>
              {file.size !== null && (
                <span className="text-muted-foreground text-xs" data-testid="uploaded-file-size">
                  {formatKilobytes(file.size)}
                </span>
              )}
            </div>
          </div>
        ) : (
          <span className="text-muted-foreground min-w-0 flex-1 text-sm">No file attached</span>
        )}
        <div className="flex shrink-0 gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            aria-describedby={hintId}
            onClick={() => inputRef.current?.click()}
          >
            {!file && <Upload aria-hidden="true" />}
            {chooseLabel}
          </Button>
          {file && (
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={remove}>
              Remove
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        {target.hint(maxUploadMb)}
      </p>
    </div>
  );
}
