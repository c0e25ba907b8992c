import { useState } from 'react';
import { Eye } from 'lucide-react';
import type { RecordJson } from '../../../domain/records/record-schema';
import { FileViewerDialog, type ViewedFile } from '../../components/file-viewer/file-viewer-dialog';
import { Button } from '../../components/ui/button';
import { useCanWrite } from '../../lib/vault';
import { useIsOffline } from '../../offline/status';
import { RecordListPage } from '../../records/record-list-page';
import { AddToCalendarButton } from '../../records/add-to-calendar-button';
import { AddFilesButtons } from './documents/add-files-buttons';
import { DocumentFileField } from './documents/document-file-field';
import { DropTray } from './documents/drop-tray';
import { DropZone } from './documents/drop-zone';
import { useDocumentDrop } from './documents/use-document-drop';

/** The file a document's card shows in the viewer, or null without one. */
function viewedFileOf(record: RecordJson): ViewedFile | null {
  if (typeof record.fileUrl !== 'string' || !record.fileUrl) return null;
  return {
    url: record.fileUrl,
    name: typeof record.fileName === 'string' && record.fileName ? record.fileName : 'file',
    mimeType: typeof record.mimeType === 'string' ? record.mimeType : '',
  };
}

/**
 * Document Storage (/documents): the generic list screen plus the upload block in the dialog,
 * 'View File' (the file in the in-app viewer, for the owner and a trusted person alike, never a
 * download), and files dropped anywhere on the page, picked several at once or photographed,
 * each becoming a document whose title and type the server guesses for the owner to check.
 */
export default function DocumentsPage() {
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  const drop = useDocumentDrop();
  const canWrite = useCanWrite();
  const offline = useIsOffline();
  const canDrop = canWrite && !offline;

  const viewFileButton = (record: RecordJson) => {
    const file = viewedFileOf(record);
    if (!file) return null;
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setViewed(file)}>
        <Eye aria-hidden="true" /> View File
      </Button>
    );
  };

  return (
    <>
      <RecordListPage
        kindKey="documents"
        extraDialogContent={(context) => <DocumentFileField {...context} />}
        renderCardActions={viewFileButton}
        headerActions={
          <>
            <AddToCalendarButton filter={(e) => e.source.recordKind === 'documents'} />
            {canWrite && <AddFilesButtons onFiles={drop.add} disabled={offline} />}
          </>
        }
      />
      {canDrop && <DropZone onFiles={drop.add} />}
      <DropTray
        items={drop.items}
        busy={drop.busy}
        onCancel={drop.cancel}
        onCheck={drop.open}
        onDismiss={drop.dismiss}
      />
      <FileViewerDialog file={viewed} onOpenChange={(open) => !open && setViewed(null)} />
    </>
  );
}
