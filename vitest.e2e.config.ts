import { defineConfig } from 'vitest/config';

// Browser tests: the built app served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
