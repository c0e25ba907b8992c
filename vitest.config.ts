import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and API tests sit beside the code; browser tests live in e2e/ and run with their own runner.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One test file per core. Vitest's default leaves one core to its own process (cores - 1),
    // which on CI's two cores ran the API files one at a time while that process sat idle: each
    // file's work is its own database and password hashing, in its worker.
    maxWorkers: os.availableParallelism(),
  },
});
