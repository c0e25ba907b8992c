// The baseline: plain Fastify 5, no session, no database, a JSON body the size of /api/user's.
// Plain JavaScript so it runs under bare `node`, without a TypeScript loader inflating its RSS.
import process from 'node:process'; // explicit: eslint has no Node globals for .mjs files
import Fastify from 'fastify';

const body = {
  id: '3f1c2a9e-7b4d-4c8e-9a21-5d6f0b8e4c17',
  username: 'bench_user',
  email: 'bench_user@example.com',
  firstName: 'Bench',
  lastName: 'Runner',
  isAdmin: false,
  isActive: true,
  emailVerified: false,
  subscriptionStatus: 'trialing',
  subscriptionPlan: null,
  trialEndsAt: '2030-01-15T10:00:00.000Z',
  lastLogin: '2030-01-01T10:00:00.000Z',
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
  storageUsedBytes: 0,
};

const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
