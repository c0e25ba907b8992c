import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Smallest API answer compressed, in bytes. Below it the bytes saved do not pay for the CPU:
 * measured with `npm run bench` (BENCH_SCENARIOS=lists, browsers' Accept-Encoding) in the
 * README's "Speed" section.
 */
export const API_COMPRESS_THRESHOLD = 1024;

/**
 * API answers (JSON) are compressed on the fly, brotli or gzip as the client accepts, at fast
 * settings: a 50-row list is ~5x smaller for well under a millisecond. The web client's files are
 * compressed once at build time and served as they are (web-client.ts): this plugin leaves any
 * answer that already has a Content-Encoding alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: API_COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
