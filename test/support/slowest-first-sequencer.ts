// The order vitest starts test files in. Two workers take files from one queue, so the run ends
// when the worker holding the last long file does: the longest files start first and the short
// ones fill in around them. Vitest orders by each file's duration in its local cache, but CI
// starts without one and falls back to file size (the container image test, 12 minutes in the
// run below, is not a big file), so the files measured slowest are named here and go first,
// slowest first; the rest keep vitest's own order after them.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds the 30 slowest files took in one full run of the suite (commit b7354d8, 2026-11-27, on
 * the shared 2-core machine at load 8-14; the container image test built its image in 711 s).
 * Only their order matters: re-measure when a file grows or shrinks a lot.
 */
const MEASURED_SECONDS: Record<string, number> = {
  'test/integration/container-image.test.ts': 722,
  'test/integration/accuracy-set.test.ts': 279,
  'test/faults/worker-memory.test.ts': 113,
  'test/integration/rolling-upgrade.test.ts': 91,
  'test/integration/structure-set.test.ts': 89,
  'test/faults/kill-cycles.test.ts': 81,
  'test/integration/cli.test.ts': 73,
  'test/soak/soak-short.test.ts': 72,
  'test/integration/cli-submit.test.ts': 43,
  'test/integration/scale-sigterm.test.ts': 38,
  'test/integration/ocr-orientation.test.ts': 37,
  'test/integration/cli-backup.test.ts': 37,
  'test/integration/recognition-api.test.ts': 36,
  'test/faults/fuzz-http.test.ts': 35,
  'test/integration/layout-boxes.test.ts': 34,
  'test/faults/embedded-restart.test.ts': 33,
  'test/faults/fuzz-smoke.test.ts': 30,
  'test/integration/embedded-database-thread.test.ts': 30,
  'test/integration/cli-submit-structure.test.ts': 28,
  'test/integration/page-decisions.test.ts': 27,
  'test/faults/fuzz-routes.test.ts': 26,
  'test/integration/webhook-delivery.test.ts': 25,
  'test/integration/page-scale.test.ts': 24,
  'test/integration/cli-users.test.ts': 24,
  'test/integration/webhook-crash.test.ts': 22,
  'test/integration/page-preparation.test.ts': 20,
  'test/integration/page-worker.test.ts': 19,
  'test/faults/embedded-database-hang.test.ts': 19,
  'test/integration/dashboard-structure-browser.test.ts': 19,
  'test/integration/retention-local.test.ts': 17,
};

export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => MEASURED_SECONDS[relative(this.ctx.config.root, file.moduleId)] ?? 0;
    // Array.prototype.sort is stable: files with the same (or no) measurement keep vitest's order.
    return (await super.sort(files)).sort((a, b) => seconds(b) - seconds(a));
  }
}
