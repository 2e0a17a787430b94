import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration files start servers and databases: keep CPU contention predictable on 2 cores.
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
  },
});
