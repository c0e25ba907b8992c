import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new migration to drizzle/ after a schema change; commit it.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
