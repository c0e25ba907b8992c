import { ExternalLink } from 'lucide-react';
import type { RecordJson } from '../../../domain/records/record-schema';
import { Button } from '../../components/ui/button';
import { RecordListPage } from '../../records/record-list-page';
import { AddToCalendarButton } from '../../records/add-to-calendar-button';
import { DocumentFileField } from './documents/document-file-field';

/** 'View File': the attached file in a new tab (GET /api/files/:id serves it). */
function viewFileButton(record: RecordJson) {
  const url = record.fileUrl;
  if (!url) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => window.open(url, '_blank', 'noopener')}
    >
      <ExternalLink aria-hidden="true" /> View File
    </Button>
  );
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
