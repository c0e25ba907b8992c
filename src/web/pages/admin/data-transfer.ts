import { exportFileName } from '../../../domain/file-names';
import { apiRequest, readJson } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

/**
 * POST /api/admin/export with the admin's password (and code) and save the account and metadata
 * export as the file the server names (pretty-printed JSON).
 */
export async function exportAccounts(
  applicationName: string,
  password: string,
  code?: string,
): Promise<void> {
  const res = await apiRequest('POST', '/api/admin/export', { password, code });
  const name =
    /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    exportFileName(applicationName, new Date());
  saveFile(await res.blob(), name);
}

/** A backup's text: `cli backup` writes gzip, which the browser unpacks here (plain JSON as is). */
async function backupText(file: File): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  if (head[0] !== 0x1f || head[1] !== 0x8b) return file.text();
  try {
    return await new Response(file.stream().pipeThrough(new DecompressionStream('gzip'))).text();
  } catch {
    throw new Error('This file is a damaged gzip file.');
  }
}

interface ImportAnswer {
  message?: string;
  tables?: Record<string, number>;
}

/** POST a backup file to /api/admin/import; answers a one-line summary for the toast. */
export async function importDataFile(file: File): Promise<string> {
  let body: unknown;
  try {
    body = JSON.parse(await backupText(file));
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('This file')) throw err;
    throw new Error('This file is not a Kinfolio backup: it is not valid JSON.');
  }
  const answer = await readJson<ImportAnswer | null>(
    await apiRequest('POST', '/api/admin/import', body),
  );
  const message = answer?.message ?? 'Data import completed';
  const users = answer?.tables?.users;
  return typeof users === 'number' ? `${message} (${users} users added)` : message;
}
