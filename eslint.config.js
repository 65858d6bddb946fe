// @ts-check
/**
 * Lint: typescript-eslint, React hooks, and the one-way dependency flow of DESIGN.md §2 as
 * rules: app → features → platform → shared; server → shared; sw → shared; server and the
 * build (vite.config.ts) → content → shared. A feature is used by others only through its
 * index.ts, and only by the features docs/architecture.md allows.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

import { existsSync, readdirSync, readFileSync } from 'node:fs';

const zone = (target, from, message) => ({ target, from, message });
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const USES_HEADING = 'Which features may use which';

/**
 * The allowed cross-feature imports, read from docs/architecture.md so the document is the one
 * list: lines "- `feature` → `other` (why), `another` …" or "- `feature` → nothing" under the
 * heading above (a feature's several lines add up). A feature folder the list leaves out, or a name that is no feature, stops lint
 * with a message, so the document and the folders cannot drift apart.
 */
function featureUses() {
  const doc = readFileSync(new URL('./docs/architecture.md', import.meta.url), 'utf8');
  const section = doc.split(/^## /m).find((part) => part.startsWith(USES_HEADING));
  if (!section) throw new Error(`docs/architecture.md has no "## ${USES_HEADING}" section`);
  const uses = {};
  // a line may wrap: join continuation lines to their "- `feature` →" line first
  for (const item of section.split(/\n(?=- `)/)) {
    const match = /^- `([a-z-]+)` → ([^]*)$/.exec(item.trim());
    // a feature may have several lines, one per reason: their features add up
    if (match)
      uses[match[1]] = [
        ...(uses[match[1]] ?? []),
        ...[...match[2].matchAll(/`([a-z-]+)`/g)].map((m) => m[1]),
      ];
  }
  for (const name of [...Object.keys(uses), ...Object.values(uses).flat()]) {
    if (!features.includes(name)) {
      throw new Error(`docs/architecture.md "${USES_HEADING}" names "${name}", not a feature`);
    }
  }
  for (const feature of features) {
    if (!uses[feature]) {
      throw new Error(`docs/architecture.md "${USES_HEADING}" does not list "${feature}"`);
    }
  }
  return uses;
}
const uses = featureUses();

const LAZY_DOORS_HEADING = 'Lazy doors';

/**
 * A feature's doors besides index.ts (docs/architecture.md "Lazy doors"): lines
 * "- `feature/file.ts`: why", as paths relative to src/features. A door whose file is missing
 * stops lint, so the list cannot name a file that moved.
 */
function lazyDoors() {
  const doc = readFileSync(new URL('./docs/architecture.md', import.meta.url), 'utf8');
  const section = doc.split(/^## /m).find((part) => part.startsWith(LAZY_DOORS_HEADING));
  if (!section) return [];
  const doors = [...section.matchAll(/^- `([a-z-]+\/[a-z-]+\.tsx?)`/gm)].map((m) => m[1]);
  for (const door of doors) {
    if (!existsSync(new URL(`./src/features/${door}`, import.meta.url))) {
      throw new Error(
        `docs/architecture.md "${LAZY_DOORS_HEADING}" names ${door}, which is missing`,
      );
    }
  }
  return doors;
}
const doors = lazyDoors();
/** The files of a feature that others may import: its index.ts and its lazy doors. */
const doorsOf = (feature) => [
  `./${feature}/index.ts`,
  ...doors.filter((door) => door.startsWith(`${feature}/`)).map((door) => `./${door}`),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
      // an engineer's own throwaway scripts, ignored by git
      '.scratch',
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
              except: [`./${f}`, ...features.filter((o) => o !== f).flatMap(doorsOf)],
              message:
                'Import another feature through its index.ts (or a lazy door in docs/architecture.md), not its internals.',
            })),
            {
              target: './src/app',
              from: './src/features',
              except: features.flatMap(doorsOf),
              message: 'The app imports a feature through its index.ts or its lazy doors.',
            },
            // … and only the features docs/architecture.md allows it to use.
            ...features
              .map((f) => ({
                target: `./src/features/${f}`,
                from: features
                  .filter((o) => o !== f && !uses[f].includes(o))
                  .map((o) => `./src/features/${o}`),
                message: `${f} may use ${uses[f].join(', ') || 'no other feature'} (docs/architecture.md "${USES_HEADING}").`,
              }))
              .filter((rule) => rule.from.length > 0),
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
