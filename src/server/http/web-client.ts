import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

function findWebDist(): string | null {
  // Seen from src/server/http in development, from dist/server when bundled.
  const candidates = [
    path.resolve(import.meta.dirname, '../../../dist/web'),
    path.resolve(import.meta.dirname, '../web'),
    path.resolve(process.cwd(), 'dist/web'),
  ];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? null;
}

/**
 * Serves the built React client's files (hashed assets cached for a year) and returns its
 * index.html, which the not-found handler sends for every other page path.
 */
export async function registerWebClient(app: FastifyInstance): Promise<Buffer | null> {
  const root = findWebDist();
  if (!root) {
    app.log.warn('dist/web not found: run `npm run build` to serve the web client');
    return null;
  }
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return indexHtml;
}
