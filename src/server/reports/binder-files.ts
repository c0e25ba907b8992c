import type { RecordJson } from '../../domain/records';
import { ESTATE_PAPER_TYPES } from '../../domain/reports/emergency-page';
import type { AppContext } from '../context';
import { findOwnFile, readFileBytes } from '../documents/stored-files';

/** An uploaded file the binder carries inside the PDF. */
export interface BinderFile {
  name: string;
  /** The document it belongs to, shown as the attachment's description. */
  document: string;
  mimeType: string;
  bytes: Buffer;
}

/**
 * The uploaded files of the owner's wills, trusts, powers of attorney and healthcare directives
 * (only documents the reader may see are passed in), opened with the owner's key. A file whose
 * bytes are missing is left out and named in `missing`, so the binder can say so.
 */
export async function estatePaperFiles(
  ctx: AppContext,
  ownerId: string,
  documents: readonly RecordJson[],
): Promise<{ files: BinderFile[]; missing: string[] }> {
  const files: BinderFile[] = [];
  const missing: string[] = [];
  for (const doc of documents) {
    if (doc.locked || !ESTATE_PAPER_TYPES.includes(String(doc.documentType))) continue;
    if (typeof doc.filePath !== 'string' || !doc.filePath) continue;
    const title = String(doc.title ?? 'Document');
    try {
      const file = await findOwnFile(ctx, ctx.db, doc.filePath, ownerId);
      if (!file) throw new Error('no such file');
      files.push({
        name: uniqueName(file.fileName, files),
        document: title,
        mimeType: file.mimeType,
        bytes: await readFileBytes(ctx, file),
      });
    } catch {
      missing.push(title);
    }
  }
  return { files, missing };
}

/** Two documents may carry files of the same name: number the later ones. */
function uniqueName(name: string, taken: readonly BinderFile[]): string {
  let candidate = name;
  for (let n = 2; taken.some((f) => f.name === candidate); n++)
    candidate = name.replace(/(\.[^.]*)?$/, ` (${n})$1`);
  return candidate;
}
