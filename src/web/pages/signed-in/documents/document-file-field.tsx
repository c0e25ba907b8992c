import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FileText, Upload } from 'lucide-react';
import { DOCUMENT_FILE_TYPES } from '../../../../domain/records/documents';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../hooks/use-toast';
import { apiUpload, readJson, serverMessage } from '../../../lib/api';
import { useSiteInfo } from '../../../lib/site-info';
import type { RecordDialogContext } from '../../../records/record-dialog';

/** Where a chosen file is sent (docs/api.md, Documents). */
export const DOCUMENT_UPLOAD_PATH = '/api/documents/upload';

/** The file input's accept list: '.pdf,.doc,...,.csv' (part 1 §5). */
export const DOCUMENT_UPLOAD_ACCEPT = Object.keys(DOCUMENT_FILE_TYPES).join(',');

const ACCEPTED_NAMES = Object.keys(DOCUMENT_FILE_TYPES).map((ext) => ext.slice(1).toUpperCase());

/** The hint under the input: the accepted types and the admin's upload limit (part 1 §5, §9). */
export function documentUploadHint(maxUploadMb: number): string {
  return `Accepted types: ${ACCEPTED_NAMES.join(', ')}. Maximum file size: ${maxUploadMb}MB`;
}

/** The upload answer (docs/api.md). */
interface UploadedFile {
  fileName: string;
  fileUrl: string;
  filePath: string;
  fileSize: number;
  mimeType: string;
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
 * The document dialog's upload block (part 1 §4): choosing a file uploads it at once; the
 * answer's filePath becomes the form's value, so Save attaches it. Save waits while uploading.
 * Remove sets filePath to null, which detaches the file when saved.
 */
export function DocumentFileField({
  form,
  record,
  isSaving,
  setSubmitBlocked,
}: RecordDialogContext) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<AttachedFile | null>(() => attachedFileOf(record));
  const { maxUploadMb } = useSiteInfo();

  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const body = new FormData();
      body.append('file', chosen);
      return readJson<UploadedFile>(await apiUpload(DOCUMENT_UPLOAD_PATH, body));
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
        accept={DOCUMENT_UPLOAD_ACCEPT}
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
          <div className="flex min-w-0 flex-1 items-center gap-2.5">
            <FileText aria-hidden="true" className="text-primary size-5 shrink-0" />
            <div className="grid min-w-0">
              <span className="truncate text-sm font-medium" data-testid="uploaded-file-name">
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
        {documentUploadHint(maxUploadMb)}
      </p>
    </div>
  );
}
