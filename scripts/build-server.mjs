// Bundles the server (and the domain code it imports) into dist/server; npm packages stay external.
// The import reader's and the document text reader's worker threads are entries of their own:
// main.js starts them from beside itself (src/server/data-in-out/import/import-reader.ts,
// src/server/documents/read-document-text.ts).
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    cli: 'src/server/cli.ts',
    'import-reader-worker': 'src/server/data-in-out/import/import-reader-worker.ts',
    'document-text-worker': 'src/server/documents/document-text-worker.mjs',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
