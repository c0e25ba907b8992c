import { defineConfig } from 'vitest/config';

// Browser tests: the built app served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // A failing journey prints what its pages showed and last did (e2e/support/failure-report.ts).
    setupFiles: ['e2e/support/report-failures.setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // What a person sees "a moment later" (a page the application takes over after its first
    // paint, a list refreshed): on CI's two busy cores that moment can pass one second.
    expect: { poll: { timeout: 10_000 } },
  },
});
