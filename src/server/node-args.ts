/**
 * The Node options the server runs with: `npm start` (package.json), the systemd unit in
 * docs/deploy.md, `npm run bench`, `npm run lighthouse` and the browser tests' servers.
 *
 * - `--max-old-space-size=256`: a cap on V8's old generation. Live data under load is ~60-70
 *   MB; without a cap, V8 sizes its heap for a machine's whole memory (~4 GB here) and lets
 *   garbage build up between full collections: under `npm run bench` on PostgreSQL the server
 *   peaked at 240-300 MB resident, with the cap at 190-199 MB at the same throughput. Four times
 *   the live peak leaves room for imports (10 MB per file, 5,000 rows) running side by side.
 * - `--max-semi-space-size=8`: a young generation of 16 MB instead of 32 MB. Answers under load
 *   make short-lived garbage only; the smaller nursery is collected twice as often at the same
 *   throughput in `npm run bench`, and took ~16 MB off the peak (issue 33).
 * - `--no-liftoff`: the embedded database (PGlite, PostgreSQL compiled to WebAssembly) is compiled
 *   once by V8's optimising compiler instead of first by its baseline one and then again, which
 *   kept both copies of its code: ~25 MB less resident and no slower once running; the open
 *   takes ~1 s longer and its first queries compile as they run. It changes nothing for JavaScript, nor for a server on PostgreSQL.
 */
export const SERVER_NODE_ARGS: readonly string[] = [
  '--max-old-space-size=256',
  '--max-semi-space-size=8',
  '--no-liftoff',
];

/**
 * The environment the server starts with, beside those options (the same five places).
 *
 * `MALLOC_TRIM_THRESHOLD_`: glibc's allocator reads it at start. By default it raises the
 * threshold at which it gives freed memory back to the system each time a large block is freed,
 * and the embedded database's compilation (its first queries) frees many: the ~20-30 MB freed
 * then stayed resident for the life of the process. Set, the threshold stays at glibc's own
 * default of 128 KB: the PGlite server peaked 30 MB lower in `npm run bench` (222-236 MB against
 * 240-270 MB in runs the same hour) at the same throughput. Other C libraries ignore it.
 */
export const SERVER_ENV: Readonly<Record<string, string>> = {
  MALLOC_TRIM_THRESHOLD_: '131072',
};
