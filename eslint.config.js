// @ts-check
/**
 * Lint: typescript-eslint, React hooks, and the one-way dependency flow of DESIGN.md §2 as
 * rules: app → features → platform → shared; server → shared; sw → shared; server and the
 * build (vite.config.ts) → content → shared. A feature is used by others only through its
 * index.ts.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

import { readdirSync } from 'node:fs';

const zone = (target, from, message) => ({ target, from, message });
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  {
    files: ['*.js', 'scripts/**', 'tests/**', '*.config.ts'],
    languageOptions: { globals: { URL: 'readonly', process: 'readonly', console: 'readonly' } },
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { typescript: { project: './tsconfig.node.json' }, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./src/shared', './src/app', 'shared is pure: no app code'),
            zone('./src/shared', './src/features', 'shared is pure: no feature code'),
            zone('./src/shared', './src/platform', 'shared is pure: no platform code'),
            zone('./src/shared', './src/server', 'shared is pure: no server code'),
            zone('./src/platform', './src/features', 'platform sits below features'),
            zone('./src/platform', './src/app', 'platform sits below app'),
            zone('./src/features', './src/app', 'features sit below app'),
            zone('./src/server', './src/app', 'the server never imports client code'),
            zone('./src/server', './src/features', 'the server never imports client code'),
            zone('./src/server', './src/platform', 'the server never imports client code'),
            zone('./sw', './src/app', 'the worker only imports src/shared'),
            zone('./sw', './src/features', 'the worker only imports src/shared'),
            zone('./sw', './src/platform', 'the worker only imports src/shared'),
            zone('./sw', './src/server', 'the worker only imports src/shared'),
            zone(
              ['./src/app', './src/features', './src/platform'],
              './src/server',
              'client code never imports the server',
            ),
            // content/ generates the sites' content files for the seed and the build
            // (vite.config.ts): pure data and generators over src/shared, nothing else.
            zone(
              './content',
              ['./src/server', './src/app', './src/features', './src/platform', './sw'],
              'content generation imports only src/shared: the build and the server both use it',
            ),
            zone('./src/shared', './content', 'shared is pure: no content generation'),
            zone(
              ['./src/app', './src/features', './src/platform', './sw'],
              './content',
              'content is generated into files at build time; the app reads the files',
            ),
            // A feature reaches another feature only through its index.ts.
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`, ...features.filter((o) => o !== f).map((o) => `./${o}/index.ts`)],
              message: 'Import another feature through its index.ts, not its internals.',
            })),
            {
              target: './src/app',
              from: './src/features',
              except: features.map((f) => `./${f}/index.ts`),
              message: 'The app imports a feature through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'node:*', 'fastify', '@electric-sql/*', 'pg'] },
      ],
    },
  },
  prettier,
);
