import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

/** Too many parts, fields or files for the global multipart limits (app.ts). */
const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_FILES_LIMIT']);

const ONLY_ONE = 'Send one file in a field named "file", and nothing else.';

/**
 * Reads the one file of an upload. Anything besides it (fields, a second file) is refused before
 * the file is kept, so a request the route does not understand stores nothing.
 */
export async function readOneFile(
  request: FastifyRequest,
  limitBytes: number,
): Promise<{ filename: string; bytes: Buffer }> {
  let upload: { filename: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: limitBytes } })) {
      if (part.type !== 'file' || part.fieldname !== 'file')
        throw new HttpError(400, 'Send the file in a field named "file".');
      if (upload) throw new HttpError(400, ONLY_ONE);
      upload = { filename: part.filename, bytes: await part.toBuffer() };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(
        413,
        `The file is larger than the ${Math.round(limitBytes / 1024 / 1024)} MB limit.`,
      );
    if (code && LIMIT_CODES.has(code)) throw new HttpError(413, ONLY_ONE);
    throw err;
  }
  if (!upload) throw new HttpError(400, 'Send the file in a field named "file".');
  return upload;
}
