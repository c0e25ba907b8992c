import { DOCUMENT_FILE_TYPES } from '../../../../domain/records/documents';
import { documentUploadHint } from './document-file-field';

/**
 * Why a dropped file would be refused, before sending it (saves sending 50 MB to hear "too
 * large"); null when it may go. The server checks again, and also checks the contents.
 */
export function dropRefusal(file: { name: string; size: number }, maxUploadMb: number) {
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  if (!Object.hasOwn(DOCUMENT_FILE_TYPES, extension))
    return `This file type is not accepted. ${documentUploadHint(maxUploadMb)}`;
  if (file.size === 0) return 'The file is empty.';
  if (file.size > maxUploadMb * 1024 * 1024)
    return `The file is larger than the ${maxUploadMb} MB limit.`;
  return null;
}

/** The files of a drop: only files (a dragged folder or link carries none). */
export function droppedFiles(data: DataTransfer | null): File[] {
  return data ? Array.from(data.files) : [];
}

/** True when a drag carries files (not text or a link dragged from the page). */
export function dragHasFiles(data: DataTransfer | null): boolean {
  return !!data && Array.from(data.types).includes('Files');
}
