/**
 * Reads a response body to the end, reporting the bytes received so far and the expected total
 * (Content-Length, else the server's estimate in `estimateHeader`, else null: unknown).
 */
export async function readWithProgress(
  res: Response,
  onProgress: (received: number, total: number | null) => void,
  estimateHeader?: string,
): Promise<Blob> {
  const declared = Number(
    res.headers.get('content-length') ??
      (estimateHeader ? res.headers.get(estimateHeader) : null) ??
      NaN,
  );
  const total = Number.isFinite(declared) && declared > 0 ? declared : null;
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  if (!res.body) return new Blob([await res.arrayBuffer()], { type });
  const reader = res.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    received += value.length;
    onProgress(received, total);
  }
  return new Blob(parts, { type });
}

/** The file name a Content-Disposition header gives, or null. */
export function dispositionFileName(res: Response): string | null {
  const header = res.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? null;
}

/** Bytes as megabytes with one decimal: 1536000 → '1.5 MB'. */
export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
