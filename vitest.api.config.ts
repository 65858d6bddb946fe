import { defineConfig } from 'vitest/config';

/**
 * API suites: each file starts the real server and talks HTTP to it, on a copy of one seeded
 * PGlite database (tests/api/helpers/pglite-template.ts) and, with TEST_DATABASE_URL, on a
 * PostgreSQL database of its worker's own (helpers/postgres.ts). Two files run at once: each
 * keeps one core busy (the server runs in the test's own thread), and this machine has two.
 */
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/api/helpers/pglite-template.ts'],
    maxWorkers: 2,
  },
});
