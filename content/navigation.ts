/**
 * navTree.json and navMenu.json, built from the taxonomy so every menu link is a listing the
 * catalogue fills. Each gender also gets "new in" (the new-in collection) and "sale" (on-sale
 * products) listings. Paths are relative to the router base ("/women/clothing").
 */
import type { Gender } from '../src/shared/domain/product';
import type { NavItem, NavMenu, NavTree, NavTreeNode } from '../src/shared/domain/content';
import { editorialImageUrl } from '../src/shared/media/media-url';
import type { Lang } from './languages';
import { TAXONOMY, type TaxonomyRoot } from './taxonomy';
import { COPY } from './copy';

function specialNodes(root: TaxonomyRoot, lang: Lang): { newIn: NavTreeNode; sale: NavTreeNode } {
  const nav = COPY[lang].nav;
  const gender = root.id;
  return {
    newIn: {
      key: `${gender}-new-in`,
      label: nav.newIn,
      path: `/${gender}/new-in`,
      filters: { categoryPageIds: [gender], collections: ['new-in'] },
      h1: nav.newInHeading[gender],
      order: 0,
    },
    sale: {
      key: `${gender}-sale`,
      label: nav.sale,
      path: `/${gender}/sale`,
      filters: { categoryPageIds: [gender], onSale: ['true'] },
      h1: nav.saleHeading[gender],
      order: root.branches.length + 1,
    },
  };
}

function treeRoot(root: TaxonomyRoot, lang: Lang): NavTreeNode {
  const { newIn, sale } = specialNodes(root, lang);
  const branches = root.branches.map((branch, i): NavTreeNode => ({
    key: branch.id,
    label: branch.labels[lang],
    path: branch.path,
    filters: { categoryPageIds: [branch.id] },
    h1: branch.h1[lang],
    order: i + 1,
    items: branch.leaves.map((leaf, j): NavTreeNode => ({
      key: leaf.id,
      label: leaf.labels[lang],
      path: leaf.path,
      filters: { categoryPageIds: [leaf.id] },
      h1: leaf.h1[lang],
      order: j + 1,
    })),
  }));
  return {
    key: root.id,
    label: root.labels[lang],
    path: root.path,
    filters: { categoryPageIds: [root.id] },
    h1: COPY[lang].nav.genderHeading[root.id],
    order: TAXONOMY.indexOf(root) + 1,
    items: [newIn, ...branches, sale],
  };
}

export function buildNavTree(lang: Lang): NavTree {
  return { items: TAXONOMY.map((root) => treeRoot(root, lang)) };
}

const EDITORIAL: Record<Gender, string> = {
  women: editorialImageUrl('tile-women'),
  men: editorialImageUrl('tile-men'),
};

function menuRoot(root: TaxonomyRoot, lang: Lang): NavItem {
  const nav = COPY[lang].nav;
  const { newIn, sale } = specialNodes(root, lang);
  const columns = root.branches.map((branch): NavItem => ({
    key: branch.id,
    label: branch.labels[lang],
    path: branch.path,
    items: [
      ...branch.leaves.map((leaf): NavItem => ({
        key: leaf.id,
        label: leaf.labels[lang],
        path: leaf.path,
        type: 'link',
      })),
      {
        key: `${branch.id}-view-all`,
        label: nav.viewAll,
        path: branch.path,
        type: 'view-all-button',
      },
    ],
  }));
  const highlights: NavItem = {
    key: `${root.id}-highlights`,
    label: nav.highlights,
    path: newIn.path,
    items: [
      { key: newIn.key, label: newIn.label, path: newIn.path, type: 'link' },
      { key: sale.key, label: sale.label, path: sale.path, type: 'link' },
    ],
  };
  const feature: NavItem = {
    key: `${root.id}-feature`,
    label: nav.feature[root.id].label,
    sublabel: nav.feature[root.id].sublabel,
    path: newIn.path,
    image: EDITORIAL[root.id],
    type: 'content',
  };
  return {
    key: root.id,
    label: root.labels[lang],
    path: root.path,
    items: [highlights, ...columns, feature],
  };
}

export function buildNavMenu(lang: Lang, banner: NavMenu['banner']): NavMenu {
  return { banner, items: TAXONOMY.map((root) => menuRoot(root, lang)) };
}
