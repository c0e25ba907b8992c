import { defineConfig } from 'vitest/config';

// Unit and API tests sit beside the code; browser tests live in e2e/ and run with their own runner.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
