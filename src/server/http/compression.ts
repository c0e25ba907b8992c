import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Smallest answer compressed, in bytes. Below it the bytes saved do not pay for the CPU:
 * measured with `npm run bench` (BENCH_SCENARIOS=lists, browsers' Accept-Encoding) in the
 * README's "Speed" section.
 */
export const API_COMPRESS_THRESHOLD = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    // A 256 KB window instead of 4 MB: answers are tens of KB, and 50 concurrent encoders with
    // the default window held hundreds of MB.
    [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
  },
};
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;

export function chosenEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '').toLowerCase();
  const offers = (name: string) =>
    accepted.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      return token === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (offers('br')) return 'br';
  if (offers('gzip')) return 'gzip';
  return null;
}

export function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Answers whose body is already in memory (API JSON, the prerendered pages' HTML) are compressed
 * in one call on zlib's thread pool, brotli or gzip as the client accepts. One call, not a
 * stream: @fastify/compress piped every answer through a new stream, which halved the 50-row
 * list's throughput on PostgreSQL (README, Speed). Streams (file downloads), answers that already
 * carry a Content-Encoding (the build's .br/.gz files) and small answers are sent as they are.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding') || request.method === 'HEAD') return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (Buffer.byteLength(payload) < API_COMPRESS_THRESHOLD) return payload;
    addVary(reply);
    const encoding = chosenEncoding(request);
    if (!encoding) return payload;
    const body = encoding === 'br' ? await brotli(payload, BROTLI_OPTIONS) : await gzip(payload);
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    return body;
  });
}
