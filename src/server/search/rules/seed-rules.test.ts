import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NavTree, NavTreeNode } from '../../../shared/domain/content';
import { buildContentFiles } from '../../../../content/content-files';
import { SEED_RULES } from './seed-rules';

function flatten(nodes: readonly NavTreeNode[]): NavTreeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.items ?? [])]);
}

// the navigation trees every build writes to public/{folder}/data/{lang}/navTree.json
const contentFiles = buildContentFiles();
const trees = ['gb/data/en', 'ae/data/ar', 'fr/data/fr', 'jp/data/ja'].map(
  (folder) => contentFiles.find((file) => file.path === `${folder}/navTree.json`)!.data as NavTree,
);

const contexts = SEED_RULES.flatMap((rule) => rule.conditions)
  .map((condition) => condition.context)
  .filter((context): context is string => context !== undefined);

describe('seed rules', () => {
  it('name contexts the listings send: a node path with slashes as hyphens, in every site', () => {
    expect(contexts.length).toBeGreaterThan(0);
    for (const tree of trees) {
      const sent = new Set(
        flatten(tree.items).map((node) => node.path.split('/').filter(Boolean).join('-')),
      );
      for (const context of contexts) expect(sent).toContain(context);
    }
  });

  it('give every banner a title key and a slot', () => {
    for (const rule of SEED_RULES) {
      const data = rule.consequence.userData;
      if (data.type !== 'banner') continue;
      expect(data.title).toMatch(/^WEB\.BANNER\./);
      expect(Number.isInteger(data.position) && (data.position as number) >= 0).toBe(true);
    }
  });

  it('use label keys that exist in every language pack', () => {
    const keys = SEED_RULES.flatMap((rule) =>
      Object.values(rule.consequence.userData).filter(
        (value): value is string => typeof value === 'string' && value.startsWith('WEB.'),
      ),
    );
    for (const pack of ['gb/language/en', 'ae/language/ar', 'fr/language/fr', 'jp/language/ja']) {
      const labels = JSON.parse(readFileSync(`public/${pack}.json`, 'utf8')) as object;
      for (const key of keys) expect(labels, `${pack} ${key}`).toHaveProperty([key]);
    }
  });
});
