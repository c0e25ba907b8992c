import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import type { RecordJson } from '../../../domain/records/record-schema';
import { Button } from '../../components/ui/button';
import { toast } from '../../hooks/use-toast';
import { apiRequest, serverMessage } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import { useVault } from '../../lib/vault';
import { RecordListPage } from '../../records/record-list-page';
import { AddToCalendarButton } from '../../records/add-to-calendar-button';
import { DocumentFileField } from './documents/document-file-field';

/**
 * 'View File': the attached file in a new tab (GET /api/files/:id serves it). In someone's vault
 * a new tab could not send the vault header, so the file is fetched with it and downloaded.
 */
function ViewFileButton({ record }: { record: RecordJson }) {
  const vault = useVault();
  const [busy, setBusy] = useState(false);
  const url = record.fileUrl;
  if (!url) return null;
  const download = async () => {
    setBusy(true);
    try {
      const res = await apiRequest('GET', url);
      const name =
        typeof record.fileName === 'string' && record.fileName ? record.fileName : 'file';
      saveFile(await res.blob(), name);
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Could not download the file.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={() => (vault ? void download() : window.open(url, '_blank', 'noopener'))}
    >
      <ExternalLink aria-hidden="true" /> View File
    </Button>
  );
}

function viewFileButton(record: RecordJson) {
  return <ViewFileButton record={record} />;
}

/** Document Storage (/documents): the generic list screen plus the upload block and 'View File'. */
export default function DocumentsPage() {
  return (
    <RecordListPage
      kindKey="documents"
      extraDialogContent={(context) => <DocumentFileField {...context} />}
      renderCardActions={viewFileButton}
      headerActions={<AddToCalendarButton filter={(e) => e.source.recordKind === 'documents'} />}
    />
  );
}
