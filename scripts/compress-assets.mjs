// Build step: writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the
// built client, at the strongest settings (done once per build, so the time is spent here and not
// on each request). @fastify/static sends the copy the browser accepts (preCompressed), with
// Content-Encoding and Vary. HTML is left out: the server fills in APP_URL and the application
// name first and compresses it when it starts (src/server/http/web-pages.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const webDist = path.resolve(import.meta.dirname, '../dist/web');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(webDist)) {
  if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
  const source = fs.readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += source.length;
  after += br.length;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`compressed ${count} files: ${kb(before)} -> ${kb(after)} brotli`);
