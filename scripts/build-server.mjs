// Bundles the server (and the domain code it imports) into dist/server; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    cli: 'src/server/cli.ts',
    'import-reader-worker': 'src/server/imports/import-reader-worker.ts',
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
