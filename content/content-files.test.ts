import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type {
  FooterData,
  HeaderData,
  HomeData,
  NavTree,
  NavTreeNode,
  Promotions,
} from '../src/shared/domain/content';
import type { SiteConfig, SitesIndex } from '../src/shared/domain/site';
import { taxonomyLeaves } from './taxonomy';
import { isBuiltContent } from './write-content';
import { buildContentFiles, DATA_FILE_NAMES } from './content-files';

const LOANWORDS = new Set(['T-shirts', 'Jeans', 'Shorts']);
const files = buildContentFiles();
const byPath = new Map(files.map((f) => [f.path, f.data]));
const get = <T>(path: string): T => {
  if (!byPath.has(path)) throw new Error(`missing ${path}`);
  return byPath.get(path) as T;
};

function flatten(nodes: readonly NavTreeNode[]): NavTreeNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.items ?? [])]);
}

describe('content files', () => {
  const index = get<SitesIndex>('sites.json');

  it('lists gb, fr, jp, ae and us with gb as default', () => {
    expect(index.defaultFolder).toBe('gb');
    expect(index.sites.map((s) => [s.folder, s.defaultLanguage, s.languages])).toEqual([
      ['gb', 'en', ['en']],
      ['fr', 'fr', ['fr']],
      ['jp', 'ja', ['ja', 'en']],
      ['ae', 'ar', ['ar', 'en']],
      ['us', 'en', ['en']],
    ]);
  });

  it('has config, sort options and every data file for each site language', () => {
    for (const site of index.sites) {
      const config = get<SiteConfig>(`${site.folder}/themes/config.json`);
      expect(config.siteTag).toBe(`vitrine-${site.folder}`);
      expect(config.integrations.algolia.indexPrefix).toBe(`vitrine_${site.folder}`);
      expect(config.languages.map((l) => l.code)).toEqual(site.languages);
      expect(get(`${site.folder}/sortOptions.json`)).toHaveLength(4);
      for (const lang of site.languages) {
        for (const name of DATA_FILE_NAMES)
          expect(byPath.has(`${site.folder}/data/${lang}/${name}`)).toBe(true);
      }
    }
    const steps = index.sites.map(
      (s) => get<SiteConfig>(`${s.folder}/themes/config.json`).currency,
    );
    expect(steps.map((c) => [c.code, c.stepMultiple])).toEqual([
      ['GBP', 5],
      ['EUR', 5],
      ['JPY', 1000],
      ['AED', 20],
      ['USD', 10],
    ]);
    // only the US shows prices before tax and calculates it at checkout (spec §4 "Tax")
    expect(
      index.sites.map(
        (s) => get<SiteConfig>(`${s.folder}/themes/config.json`).catalog.taxCalculatedAtCheckout,
      ),
    ).toEqual([false, false, false, false, true]);
    expect(get<SiteConfig>('jp/themes/config.json').theme['font-text']).toContain("'Noto Sans JP'");
    expect(get<SiteConfig>('ae/themes/config.json').theme['font-text']).toContain(
      "'Noto Sans Arabic'",
    );
  });

  it('puts every taxonomy leaf in the nav tree', () => {
    const nodes = flatten(get<NavTree>('gb/data/en/navTree.json').items);
    const paths = nodes.map((n) => n.path);
    for (const leaf of taxonomyLeaves()) expect(paths).toContain(leaf.path);
    for (const node of nodes) expect(node.path).toMatch(/^\/(women|men)(\/[a-z-]+)*$/);
  });

  it('writes French, Japanese and Arabic copy, not English placeholders', () => {
    const english = get<HomeData>('gb/data/en/home.json');
    for (const path of ['fr/data/fr', 'jp/data/ja', 'ae/data/ar']) {
      const home = get<HomeData>(`${path}/home.json`);
      home.blocks.forEach((block, i) => {
        expect(block.type).toBe(english.blocks[i]?.type);
        if ('title' in block)
          expect(block.title).not.toBe((english.blocks[i] as { title?: string }).title);
      });
      // Labels may equal English only where French borrows the word.
      const englishLabels = new Map(
        flatten(get<NavTree>('gb/data/en/navTree.json').items).map((n) => [n.key, n.label]),
      );
      const same = flatten(get<NavTree>(`${path}/navTree.json`).items)
        .filter((n) => n.label === englishLabels.get(n.key))
        .map((n) => n.label);
      expect(same.every((label) => LOANWORDS.has(label))).toBe(true);
    }
  });

  it('links the footer, promo bar and promotions only to pages the shop has', () => {
    for (const site of index.sites) {
      const config = get<SiteConfig>(`${site.folder}/themes/config.json`);
      for (const lang of site.languages) {
        const dir = `${site.folder}/data/${lang}`;
        // the app's routes besides the listings: home, brands index, favourites, search
        const pages = new Set([
          '/',
          `/${config.options.navigation.brandsPathname}`,
          '/my-favorites',
          '/search',
          ...flatten(get<NavTree>(`${dir}/navTree.json`).items).map((node) => node.path),
        ]);
        const footer = get<FooterData>(`${dir}/footer.json`);
        const linked = [
          ...footer.columns.flatMap((column) => column.links.map((link) => link.path)),
          get<HeaderData>(`${dir}/header.json`).promoBar?.path,
          ...get<Promotions>(`${dir}/promotions.json`).items.map((item) => item.path),
        ].filter((path): path is string => path !== undefined);
        expect(
          linked.filter((path) => !pages.has(path)),
          dir,
        ).toEqual([]);
        expect(
          footer.columns.every((column) => column.links.length > 0),
          dir,
        ).toBe(true);
      }
    }
  });

  it('matches the committed files under public/ (run write-content.ts after changes)', () => {
    // the data/ folders are not committed: every build writes them
    for (const file of files.filter((candidate) => !isBuiltContent(candidate.path))) {
      const committed = JSON.parse(
        readFileSync(new URL(`../public/${file.path}`, import.meta.url), 'utf8'),
      );
      expect(committed, file.path).toEqual(file.data);
    }
  });
});
