import fs from 'node:fs';
import path from 'node:path';
import type { RequestClient } from '../../../testing/request';

/** What one import request sends: the file and its area, optional mapping and kept rows. */
export interface ImportRequest {
  area: string;
  content: string | Uint8Array;
  filename?: string;
  mapping?: Record<string, Record<string, string | null>>;
  keep?: number[];
}

/** Sends an import to /api/imports/preview or /commit as the import page does (fields, then the file). */
export function sendImport(client: RequestClient, step: 'preview' | 'commit', req: ImportRequest) {
  return client.upload(
    [
      { field: 'area', value: req.area },
      ...(req.mapping ? [{ field: 'mapping', value: JSON.stringify(req.mapping) }] : []),
      ...(req.keep ? [{ field: 'keep', value: JSON.stringify(req.keep) }] : []),
      { filename: req.filename ?? 'import.csv', content: req.content, type: 'text/csv' },
    ],
    `/api/imports/${step}`,
  );
}

/** A hand-written OFX sample from ./fixtures. */
export function ofxFixture(name: string): Buffer {
  return fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
}
