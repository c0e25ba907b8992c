import { beforeEach } from 'vitest';
import { reportOpenPages } from './failure-report';

// A setup file of the browser tests (vitest.e2e.config.ts): a failed test prints what its pages
// showed and last did. On stderr, so that CI's log has it beside the failure.
beforeEach(({ onTestFailed, task }) => {
  onTestFailed(async () => {
    const report = await reportOpenPages();
    process.stderr.write(
      `\n── what the browser showed when "${task.name}" failed ──\n${report}\n\n`,
    );
  });
});
