/**
 * The contract between the server (src/server/render) and the server entry of the app
 * (src/app/entry-server.tsx, built by Vite into dist-server/): the server never imports app
 * code, it loads the built entry and speaks these types.
 */

/** Head metadata a page decides while it renders (spec §2 "Shell"). */
export interface PageHead {
  title: string;
  description: string;
  /** the page's path without query: /gb/en/women/dresses */
  canonicalPath: string;
  /** Open Graph locale: en_GB */
  ogLocale: string;
  siteName: string;
}

/** Filled in by the page while it renders on the server. */
export interface ServerResponseRecord {
  status: number;
  /** an app path ("/women?x=1") the page redirects to */
  redirect?: { to: string; status: 301 | 302 };
  head?: Partial<PageHead>;
}

/** One image the page shows first and largest: preloaded from the head. */
export interface LcpImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export interface RenderRequest {
  /** path and query of the requested page: /gb/en/women?sortBy=price_asc */
  url: string;
  /** the response's CSP nonce for React's inline scripts (streamed-in content) */
  nonce: string;
}

/** The attributes of <html> for the page's locale and site theme. */
export interface DocumentAttributes {
  lang: string;
  dir: 'ltr' | 'rtl';
  className: string;
  /** CSS custom properties of the site theme: "--c-ink:#000;…" */
  style: string;
}

export type RenderOutcome =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: number;
      head: PageHead;
      document: DocumentAttributes;
      /** JSON the client boot hydrates from (site files and the dehydrated queries) */
      state: string;
      /** pipes the rendered app (the content of #root) into a Node writable (the response) */
      pipe(destination: unknown): void;
    };

export interface ServerEntry {
  /** the build this render belongs to (metadata-v2.json of the client build) */
  buildId: string;
  render(request: RenderRequest): Promise<RenderOutcome>;
}

/** The id of the JSON script element carrying the server's state to the client boot. */
export const SSR_STATE_ELEMENT_ID = 'vitrine-ssr-state';
