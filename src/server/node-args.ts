/**
 * The Node options the server runs with: `npm start` (package.json), the systemd unit in
 * docs/deploy.md, `npm run bench`, `npm run lighthouse` and the browser tests' servers.
 *
 * A 256 MB cap on V8's old generation. Live data under load is ~60-70 MB; without a cap, V8
 * sizes its heap for a machine's whole memory (~4 GB here) and lets garbage build up between
 * full collections: under `npm run bench` on PostgreSQL (50 connections on 50-row lists) the
 * server peaked at 240-300 MB resident. With the cap, V8's heuristics for a small heap collect
 * earlier: 190-199 MB at the same throughput (README, Performance). Four times the live peak
 * leaves room for imports (10 MB per file, 5,000 rows) running side by side.
 */
export const SERVER_NODE_ARGS: readonly string[] = ['--max-old-space-size=256'];
