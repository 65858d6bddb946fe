/**
 * redirects.json of a site language: paths shoppers and old links still use, mapped to where
 * the listing lives now. Built from the navigation tree so every target is a real listing:
 * plural gender paths ("/womens"), l3 shortcuts that skip the l2 ("/women/dresses"), the
 * starting context's sale and new-in without the gender, and "designers" for the brands index.
 */
import type { NavTree, NavTreeNode, RedirectsData } from '../src/shared/domain/content';

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

export function buildRedirects(tree: NavTree, brandsPathname: string): RedirectsData {
  const taken = new Set<string>();
  const walk = (nodes: readonly NavTreeNode[]) =>
    nodes.forEach((node) => {
      taken.add(node.path);
      walk(node.items ?? []);
    });
  walk(tree.items);
  const redirects: Record<string, string> = {};
  const add = (from: string, to: string) => {
    // Never shadow a real listing, and keep the first target when two shortcuts collide.
    if (!taken.has(from) && !(from in redirects)) redirects[from] = to;
  };
  for (const root of tree.items) {
    add(`${root.path}s`, root.path);
    for (const branch of root.items ?? []) {
      for (const leaf of branch.items ?? []) {
        add(`${root.path}/${segments(leaf.path).at(-1)}`, leaf.path);
      }
    }
  }
  const start = tree.items[0];
  for (const special of start?.items ?? []) {
    const slug = segments(special.path).at(-1);
    if (slug === 'sale' || slug === 'new-in') add(`/${slug}`, special.path);
  }
  add('/designers', `/${brandsPathname}`);
  return { redirects };
}
