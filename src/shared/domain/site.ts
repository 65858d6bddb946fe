/**
 * Site configuration: `/sites.json` lists the country sites; each has
 * `/{folder}/themes/config.json` (spec §3 "Site configuration (metadata)").
 */
export interface SiteLanguage {
  code: string;
  label: string;
}

export interface SiteIndexEntry {
  /** country folder, the first path segment: "gb" */
  folder: string;
  countryCode: string;
  label: string;
  languages: string[];
  defaultLanguage: string;
}

export interface SitesIndex {
  defaultFolder: string;
  sites: SiteIndexEntry[];
}

export interface SiteConfig {
  siteTag: string;
  sitePublicId: string;
  inMaintenance: boolean;
  country: { code: string; alpha3Code: string; name: string };
  /** stepMultiple in major units: price filter bounds snap to it (spec §5) */
  currency: { code: string; symbol: string; stepMultiple: number };
  languages: SiteLanguage[];
  defaultLanguage: string;
  integrations: {
    algolia: {
      appId: string;
      searchKey: string;
      /** "local" sends queries to this origin's /search endpoint; null uses hosted Algolia */
      host: 'local' | null;
      /** index name prefix; the index of a language is `{indexPrefix}_{lang}` */
      indexPrefix: string;
    };
    cognito: { enabled: boolean };
    /**
     * The captcha of the payment step (docs/api.md "Captcha"): with `invisible`, the app keeps
     * a v3 token ready and sends it with each payment, so a shopper after a few refused
     * payments is not shown the challenge at once. Absent: no token; the challenge still
     * comes when the server asks for it (HTTP 428).
     */
    captcha?: { invisible: boolean };
  };
  catalog: { pricingStrategy: string; algoliaIndexSuffix: string };
  options: {
    navigation: {
      /**
       * Key of the navMenu context (e.g. "women") the home page redirects to (spec §2 "/");
       * absent: the home page shows.
       */
      startingNavContext?: string;
      brandsPathname: string;
    };
    components: {
      searchInput: { searchThreshold: Record<string, number> };
      cartIcon: { showWhenEmpty: boolean };
      /**
       * Desktop listing filters (spec §2): a row of dropdowns (default) or a sidebar beside the
       * results; the sidebar applies each change at once unless `instant` is false (spec §4).
       */
      listingFilters?: { layout: 'dropdown' | 'sidebar'; instant?: boolean };
    };
  };
  /** theme values, applied as CSS custom properties `--{key}` */
  theme: Record<string, string>;
}

export interface SortOption {
  label: string;
  value: string;
  /** replica suffix or full index name for this sort */
  index: string;
  onlyAppear?: string[];
  doesNotAppear?: string[];
}
