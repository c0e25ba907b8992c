import { apiRequest, readJson } from '../../lib/api';

/** The export's file name when the server names none: kinfolio-export-YYYY-MM-DD.json. */
function fallbackName(now = new Date()): string {
  return `kinfolio-export-${now.toISOString().slice(0, 10)}.json`;
}

/** GET /api/admin/export and save it as the file the server names (pretty-printed JSON). */
export async function exportAllData(): Promise<void> {
  const res = await apiRequest('GET', '/api/admin/export');
  const name =
    /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName();
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POST an export file to /api/admin/import; answers a one-line summary for the toast. */
export async function importDataFile(file: File): Promise<string> {
  let body: unknown;
  try {
    body = JSON.parse(await file.text());
  } catch {
    throw new Error('This file is not a Kinfolio export: it is not valid JSON.');
  }
  const answer = await readJson<{ message?: string; tables?: Record<string, number> } | null>(
    await apiRequest('POST', '/api/admin/import', body),
  );
  const message = answer?.message ?? 'Data import completed';
  const users = answer?.tables?.users;
  return typeof users === 'number' ? `${message}: ${users} users restored` : message;
}
