/** Content data files under /{folder}/data/{lang}/ (spec §3 navigation, §7 content files). */
export interface NavItem {
  key: string;
  label: string;
  sublabel?: string;
  path: string;
  target?: '_blank';
  image?: string;
  hide?: boolean;
  type?: 'link' | 'content' | 'view-all-button';
  items?: NavItem[];
}

/** navMenu.json: top-level contexts (women, men) each with its menu columns. */
export interface NavMenu {
  banner?: { text: string; path?: string };
  items: NavItem[];
}

/** navTree.json: l1–l4 listing nodes; a path that walks it is a listing page. */
export interface NavTreeNode {
  key: string;
  label: string;
  path: string;
  filters: Record<string, string[]>;
  h1?: string;
  hide?: boolean;
  order?: number;
  items?: NavTreeNode[];
}
export interface NavTree {
  items: NavTreeNode[];
}

export interface SeoEntry {
  path: string;
  title: string;
  description: string;
}
export interface SeoData {
  site: { title: string; description: string };
  pages: SeoEntry[];
}

export interface FooterData {
  columns: Array<{ title: string; links: Array<{ label: string; path: string }> }>;
  paymentIcons: string[];
  disclaimer: string;
}

export interface HeaderData {
  promoBar?: { text: string; path?: string };
}

export interface Promotions {
  items: Array<{ id: string; text: string; path?: string }>;
}

/** home.json: a list of blocks rendered top to bottom. */
export type HomeBlock =
  | {
      type: 'hero';
      title: string;
      subtitle?: string;
      image: string;
      cta: { label: string; path: string };
    }
  | { type: 'tiles'; title?: string; items: Array<{ label: string; image: string; path: string }> }
  | { type: 'products'; title: string; filters: string; hits?: number; path?: string }
  | { type: 'text'; title: string; body: string };
export interface HomeData {
  blocks: HomeBlock[];
}

/** GET /api/filters/s/ALL?lang: the configured filters (spec §3 "Filter definition"). */
export interface FilterDefinition {
  name: string;
  /** record attribute the filter applies to, e.g. "brand.name" */
  attribute: string;
  type: 'facet' | 'numeric' | 'boolean';
  label: string;
  showSwatch?: boolean;
  limit?: number;
  columns?: number;
  /** `label` is the display text when `value` is a code (a brand's tag → its name) */
  options?: Array<{ value: string; tag: string; label?: string; rgb?: string }>;
}

/**
 * redirects.json (optional per language): old paths below the router base → where they moved.
 * The soft 404 checks it before rendering (spec §2 "any other path").
 */
export interface RedirectsData {
  redirects: Record<string, string>;
}
