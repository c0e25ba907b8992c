import type { ImportMapping } from '../../../../domain/imports/import-api';
import { ApiError, timeZoneHeader } from '../../../lib/api';

/** What the page sends to preview or commit an import (stateless: the file goes each time). */
export interface ImportForm {
  file: File;
  area: string;
  mapping?: ImportMapping;
  keep?: number[];
}

/**
 * POSTs an import as multipart/form-data with XMLHttpRequest, which (unlike fetch) reports upload
 * progress: `onProgress` gets 0..1 while the file goes up, then the server does its work.
 */
export function sendImport<T>(
  step: 'preview' | 'commit',
  form: ImportForm,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  const body = new FormData();
  body.append('area', form.area);
  if (form.mapping) body.append('mapping', JSON.stringify(form.mapping));
  if (form.keep) body.append('keep', JSON.stringify(form.keep));
  body.append('file', form.file, form.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/imports/${step}`);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(timeZoneHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let json: { message?: string; errors?: { path: string; message: string }[] } | null = null;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        json = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(json as T);
      else reject(new ApiError(xhr.status, json?.message ?? xhr.statusText, json?.errors ?? []));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'The server could not be reached. Please try again.'));
    xhr.send(body);
  });
}
