// The baseline: plain Fastify 5, no session, no database, a JSON body the size of /api/user's.
// Plain JavaScript so it runs under bare `node`, without a TypeScript loader inflating its RSS.
import fs from 'node:fs';
import process from 'node:process'; // explicit: eslint has no Node globals for .mjs files
import { URL } from 'node:url';
import Fastify from 'fastify';

// The body lives in bare-user.json, shared with bare-records-server.ts's GET /bare.
const body = JSON.parse(fs.readFileSync(new URL('./bare-user.json', import.meta.url), 'utf8'));

const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
