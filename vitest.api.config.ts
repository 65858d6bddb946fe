import { defineConfig } from 'vitest/config';

/** API suites: each file starts the real server on a fresh PGlite and talks HTTP to it. */
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
