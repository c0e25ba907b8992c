import { DOCUMENT_FILE_TYPES } from '../../../../domain/records/documents';
import type { RecordDialogContext } from '../../../records/record-dialog';
import { RecordFileField, type FileUploadTarget } from '../../../records/record-file-field';

export { formatKilobytes } from '../../../records/record-file-field';

/** Where a chosen file is sent (docs/api.md, Documents). */
export const DOCUMENT_UPLOAD_PATH = '/api/documents/upload';

/** The file input's accept list: '.pdf,.doc,...,.csv' (part 1 §5). */
export const DOCUMENT_UPLOAD_ACCEPT = Object.keys(DOCUMENT_FILE_TYPES).join(',');

const ACCEPTED_NAMES = Object.keys(DOCUMENT_FILE_TYPES).map((ext) => ext.slice(1).toUpperCase());

/** The hint under the input: the accepted types and the admin's upload limit (part 1 §5, §9). */
export function documentUploadHint(maxUploadMb: number): string {
  return `Accepted types: ${ACCEPTED_NAMES.join(', ')}. Maximum file size: ${maxUploadMb}MB`;
}

/** A document's file (part 1 §4, §5). */
export const DOCUMENT_UPLOAD: FileUploadTarget = {
  path: DOCUMENT_UPLOAD_PATH,
  accept: DOCUMENT_UPLOAD_ACCEPT,
  hint: documentUploadHint,
};

/** The document dialog's upload block (part 1 §4). */
export function DocumentFileField(context: RecordDialogContext) {
  return <RecordFileField {...context} target={DOCUMENT_UPLOAD} />;
}
