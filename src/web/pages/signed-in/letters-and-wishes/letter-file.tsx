import { useWatch } from 'react-hook-form';
import { Eye, Play } from 'lucide-react';
import { isRecording, LETTER_FILE_ACCEPT, letterFileHint } from '../../../../domain/letter-file';
import type { RecordJson } from '../../../../domain/records/record-schema';
import type { ViewedFile } from '../../../components/file-viewer/file-viewer-dialog';
import { Button } from '../../../components/ui/button';
import type { RecordDialogContext } from '../../../records/record-dialog';
import { RecordFileField, type FileUploadTarget } from '../../../records/record-file-field';

/** A letter's file: sealed under the after key by its own upload route (issue 29). */
const LETTER_UPLOAD: FileUploadTarget = {
  path: '/api/letters-and-wishes/upload',
  accept: LETTER_FILE_ACCEPT,
  hint: letterFileHint,
  limit: 'letters',
};

/** The letter dialog's file block (the one documents use): a scan or a recorded message. */
export function LetterFileField(context: RecordDialogContext) {
  const itemType = useWatch({ control: context.form.control, name: 'itemType' });
  if (itemType !== 'Letter') return null;
  return <RecordFileField {...context} target={LETTER_UPLOAD} />;
}

/** The file a letter's card opens in the viewer (a player for a recording), or null. */
export function letterFileOf(record: RecordJson): ViewedFile | null {
  if (typeof record.fileUrl !== 'string' || !record.fileUrl) return null;
  return {
    url: record.fileUrl,
    name: typeof record.fileName === 'string' && record.fileName ? record.fileName : 'file',
    mimeType: typeof record.mimeType === 'string' ? record.mimeType : '',
  };
}

/** "Play Recording" or "View File" on a letter's card. */
export function LetterFileButton({
  file,
  onOpen,
}: {
  file: ViewedFile;
  onOpen: (file: ViewedFile) => void;
}) {
  const recording = isRecording(file.mimeType);
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => onOpen(file)}>
      {recording ? <Play aria-hidden="true" /> : <Eye aria-hidden="true" />}
      {recording ? 'Play Recording' : 'View File'}
    </Button>
  );
}
