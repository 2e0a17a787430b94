import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SlowestFirstSequencer } from './support/slowest-first-sequencer.js';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration files start servers, databases and Tesseract: two files at a time on 2 cores.
    maxWorkers: 2,
    pool: 'forks',
    // The slowest files first, so that the two workers finish together (support/slowest-first-sequencer.ts).
    sequence: { sequencer: SlowestFirstSequencer },
  },
});
