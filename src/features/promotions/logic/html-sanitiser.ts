/**
 * The sanitiser of promotion HTML (DOMPurify), loaded only when a campaign holds an HTML block,
 * so pages without one never download it. In the browser it runs on the page's own DOM; in the
 * server's render (`import.meta.env.SSR`, a branch the client build drops) on a jsdom window,
 * the DOM implementation DOMPurify supports in Node. Either way every HTML string is sanitised
 * before it enters the query cache, so the markup the server sends and the markup the browser
 * renders come from the same sanitised text.
 */
export type Sanitise = (html: string) => string;

/**
 * What promotion HTML may hold: inline text formatting and links (DOMPurify keeps only safe
 * link protocols). No styles, scripts, forms, frames, images or data attributes: a block's
 * look comes from its `styling`, its picture from `imageSrc`.
 */
export const PROMOTION_HTML = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'br',
    'em',
    'i',
    'mark',
    'p',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'u',
  ],
  ALLOWED_ATTR: ['href', 'title', 'lang', 'dir'],
  ALLOW_DATA_ATTR: false,
};

let loading: Promise<Sanitise> | null = null;

export function loadSanitiser(): Promise<Sanitise> {
  loading ??= (
    import.meta.env.SSR
      ? import('./server-sanitiser').then((module) => module.createServerSanitiser())
      : import('./browser-sanitiser').then((module) => module.browserSanitiser)
  ).catch((error: unknown) => {
    loading = null; // a failed chunk is fetched again next time
    throw error;
  });
  return loading;
}
