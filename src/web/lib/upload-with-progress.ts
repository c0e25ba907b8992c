import { toApiError } from './api';
import { vaultHeaders } from './vault';

/** Bytes sent so far and the whole request's size. */
export type UploadProgress = (sent: number, total: number) => void;

/**
 * Sends multipart form data (an upload) like apiUpload, reporting the bytes sent as they go:
 * fetch cannot report an upload's progress, XMLHttpRequest can. `signal` cancels it (the
 * promise then rejects with an AbortError). Answers the parsed JSON; a non-OK answer throws the
 * ApiError every other request throws.
 */
export function uploadWithProgress<T>(
  url: string,
  body: FormData,
  { onProgress, signal }: { onProgress?: UploadProgress; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const aborted = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) return aborted();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(vaultHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.total);
    xhr.onload = () => {
      const res = new Response(xhr.responseText, {
        status: xhr.status,
        statusText: xhr.statusText,
      });
      if (res.ok) resolve(JSON.parse(xhr.responseText) as T);
      else void toApiError(res).then(reject);
    };
    xhr.onerror = () => reject(new Error('Failed to upload file'));
    xhr.onabort = aborted;
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
