/**
 * content/ describes the demo shop's sites — taxonomy, copy, navigation, pages, site
 * configuration — as plain data and generators over src/shared. The server's seed builds the
 * catalogue from the same taxonomy, and the build (vite.config.ts) writes the files, so menus
 * and catalogue never disagree. Lint keeps it free of server and client code.
 *
 * This file is every content file of the seeded sites, as data: public/sites.json, and per site
 * themes/config.json, sortOptions.json and data/{lang}/*.json. write-content.ts writes them;
 * tests check them without touching the disk.
 */
import { buildNavMenu, buildNavTree } from './navigation';
import { buildRedirects } from './redirects';
import { buildFooter, buildHeader, buildHome, buildPromotions, buildSeo } from './pages';
import { SORT_OPTIONS, buildSiteConfig, buildSitesIndex } from './site-config';
import { SEED_SITES } from './sites';

export interface ContentFile {
  /** path below public/, e.g. "gb/data/en/navTree.json" */
  path: string;
  data: unknown;
}

export const DATA_FILE_NAMES = [
  'navMenu.json',
  'navTree.json',
  'seoData.json',
  'header.json',
  'footer.json',
  'promotions.json',
  'home.json',
  'redirects.json',
] as const;

export function buildContentFiles(): ContentFile[] {
  const files: ContentFile[] = [{ path: 'sites.json', data: buildSitesIndex() }];
  for (const site of SEED_SITES) {
    const config = buildSiteConfig(site);
    files.push({ path: `${site.folder}/themes/config.json`, data: config });
    files.push({ path: `${site.folder}/sortOptions.json`, data: SORT_OPTIONS });
    for (const lang of site.languages) {
      const dir = `${site.folder}/data/${lang}`;
      const tree = buildNavTree(lang);
      const header = buildHeader(site, lang);
      const byName: Record<(typeof DATA_FILE_NAMES)[number], unknown> = {
        'navMenu.json': buildNavMenu(lang, header.promoBar),
        'navTree.json': tree,
        'seoData.json': buildSeo(site, lang, tree),
        'header.json': header,
        'footer.json': buildFooter(site, lang, tree, config.options.navigation.brandsPathname),
        'promotions.json': buildPromotions(site, lang),
        'home.json': buildHome(site, lang),
        'redirects.json': buildRedirects(tree, config.options.navigation.brandsPathname),
      };
      for (const name of DATA_FILE_NAMES)
        files.push({ path: `${dir}/${name}`, data: byName[name] });
    }
  }
  return files;
}
