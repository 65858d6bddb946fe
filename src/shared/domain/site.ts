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
    /**
     * The identity provider of accounts (spec §7 "Identity provider client"): account routes
     * exist only when `enabled`. `endpoint` "local" sends the Cognito protocol to this origin's
     * `/identity` (src/shared/identity/user-pool.ts); null uses the hosted pool of `region`.
     */
    cognito: {
      enabled: boolean;
      region: string;
      userPoolId: string;
      clientId: string;
      endpoint: 'local' | null;
    };
    /**
     * The captcha of the payment step (docs/api.md "Captcha"): with `invisible`, the app keeps
     * a v3 token ready and sends it with each payment, so a shopper after a few refused
     * payments is not shown the challenge at once. Absent: no token; the challenge still
     * comes when the server asks for it (HTTP 428).
     */
    captcha?: { invisible: boolean };
  };
  catalog: {
    pricingStrategy: string;
    algoliaIndexSuffix: string;
    /**
     * Prices are shown before tax, and the tax is calculated at checkout for the delivery
     * address (POST /api/cart/calculate-tax, spec §4 "Tax"); absent or false, prices include it.
     */
    taxCalculatedAtCheckout?: boolean;
  };
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
  /** the ways to pay the site offers, in the order the payment step lists them (spec §3) */
  paymentOptions: PaymentOption[];
  /**
   * What the shopper accepts at review before an order is placed (spec §3 Cart "agreements by
   * id"): each starts unchecked and all must be ticked; the server refuses an order without
   * every id (422 AGREEMENTS_REQUIRED).
   */
  agreements: CheckoutAgreement[];
  /** theme values, applied as CSS custom properties `--{key}` */
  theme: Record<string, string>;
}

/** A way to pay (spec §3 "Payment option"). */
export interface PaymentOption {
  /** the method: creditcard, paypal, ideal, googlepay, applepay …; its panel is chosen by it */
  brandCode: string;
  /** the marks shown with it: card schemes (visa, mastercard, amex, jcb …), a wallet's own */
  logos: string[];
  /** offered only with ?showTestPayments (spec §2 query parameters) */
  inTestMode: boolean;
  /** also offered as an express button before the checkout steps (the basket) */
  expressPayment: boolean;
  /** listed among the payment step's methods */
  showAtPaymentStep: boolean;
}

/** One box to tick at review: its id (what the order call sends), its text and its page. */
export interface CheckoutAgreement {
  id: string;
  /** label key of the checkbox's text */
  label: string;
  /** the page the shopper reads it on, relative to the router base, and its link's label key */
  link?: { path: string; label: string };
}

export interface SortOption {
  label: string;
  value: string;
  /** replica suffix or full index name for this sort */
  index: string;
  onlyAppear?: string[];
  doesNotAppear?: string[];
}
