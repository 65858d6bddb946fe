import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';

/**
 * Unit and component tests sit next to their code. Component tests opt into jsdom per file. Two
 * files run at once (Vitest's default on two cores is one): much of a file's time is module
 * loading and transforms, which the other core can overlap.
 */
export default defineConfig({
  plugins: [
    react(),
    wyw({
      include: ['**/*.{ts,tsx}'],
      // wyw evaluates the modules a style interpolates (tokens.ts) with Babel, which cannot
      // parse TypeScript without this preset.
      babelOptions: { presets: ['@babel/preset-typescript'] },
    }),
  ],
  define: { __BUILD_ID__: '"test"', __BUILD_DATE__: '"1970-01-01T00:00:00.000Z"' },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'content/**/*.test.ts',
      'sw/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['src/platform/testing/vitest-setup.ts'],
    maxWorkers: 2,
    // property tests run thousands of cases; two files at once must not make them miss 5 s
    testTimeout: 15_000,
  },
});
