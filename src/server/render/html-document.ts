/**
 * The document around a server-rendered page, made from the build's own index.html (the app
 * shell the worker also serves), so scripts, icons and the manifest stay exactly the build's:
 * - <html> gets the page's lang, dir, language class and the site's theme properties;
 * - the shell's generic title, description and social tags give way to the page's;
 * - stylesheets are inlined (the page paints without waiting for another request) together with
 *   every other stylesheet of the build (the route's styles are in one of them), and each is
 *   named by a disabled <link>: the app's chunk loader counts a stylesheet link as loaded and
 *   would otherwise fetch and apply every route's styles a second time; a disabled stylesheet
 *   is neither fetched nor applied;
 * - #root holds the rendered app, followed by the state the browser hydrates from;
 * - the "needs JavaScript" notice goes: the page works without it.
 */
import type { DocumentAttributes, PageHead } from '../../shared/render/render-contract';
import { SSR_STATE_ELEMENT_ID } from '../../shared/render/render-contract';

const ROOT = /<div id="root">\s*<!--app-shell-->[\s\S]*?<!--\/app-shell-->\s*<\/div>/;
const SHELL_META = [
  /<title>[\s\S]*?<\/title>\s*/g,
  /<meta name="description"[^>]*>\s*/g,
  /<meta property="og:[^"]*"[^>]*>\s*/g,
  /<meta name="twitter:[^"]*"[^>]*>\s*/g,
];
const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/g;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export interface DocumentParts {
  /** everything before the app's markup, with `{{html}}` and `{{head}}` still to fill */
  before: string;
  /** everything after it, with `{{state}}` still to fill */
  after: string;
}

/**
 * Splits the shell around #root and inlines its styles. `css(href)` reads a stylesheet of the
 * build; `extraCss` are the build's other stylesheets (route chunks), inlined after the shell's.
 */
export function prepareDocument(
  shell: string,
  css: (href: string) => string,
  extraCss: readonly string[],
): DocumentParts {
  const root = ROOT.exec(shell);
  if (!root) throw new Error('index.html has no <div id="root"><!--app-shell-->…</div>');
  let head = shell.slice(0, root.index);
  const linked: string[] = [];
  head = head.replace(STYLESHEET, (_tag, href: string) => {
    linked.push(href);
    return '';
  });
  for (const pattern of SHELL_META) head = head.replace(pattern, '');
  const hrefs = [...linked, ...extraCss.filter((href) => !linked.includes(href))];
  const styles = hrefs.map((href) => css(href)).join('\n');
  const inlined = hrefs
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`)
    .join('');
  head = head
    .replace(/<html[^>]*>/, '{{html}}')
    .replace('</head>', () => `<style>${styles}</style>${inlined}{{head}}</head>`);
  const tail = shell
    .slice(root.index + root[0].length)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  return {
    before: `${head}<div id="root">`,
    after: `</div><script type="application/json" id="${SSR_STATE_ELEMENT_ID}">{{state}}</script>${tail}`,
  };
}

function htmlTag({ lang, dir, className, style }: DocumentAttributes): string {
  return `<html lang="${escapeHtml(lang)}" dir="${dir}" class="${escapeHtml(className)}" style="${escapeHtml(style)}">`;
}

function headTags(head: PageHead, origin: string): string {
  const canonical = escapeHtml(`${origin}${head.canonicalPath}`);
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${canonical}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${canonical}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:locale" content="${escapeHtml(head.ogLocale)}">`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
  ].join('');
}

/** The document's opening, up to the app's markup. */
export function documentStart(
  parts: DocumentParts,
  page: { document: DocumentAttributes; head: PageHead },
  origin: string,
  extraHead = '',
): string {
  return parts.before
    .replace('{{html}}', () => htmlTag(page.document))
    .replace('{{head}}', () => headTags(page.head, origin) + extraHead);
}

/** The document's end: the hydration state (already escaped JSON) and the shell's scripts. */
export function documentEnd(parts: DocumentParts, state: string): string {
  return parts.after.replace('{{state}}', () => state);
}
