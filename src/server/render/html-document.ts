/**
 * The document around a server-rendered page, made from the build's own index.html (the app
 * shell the worker also serves), so scripts, icons and the manifest stay exactly the build's:
 * - <html> gets the page's lang, dir, language class and the site's theme properties;
 * - the shell's generic title, description and social tags give way to the page's;
 * - the page's stylesheets are inlined (it paints without waiting for another request): the
 *   shell's and those whose classes the markup uses (page-styles.ts);
 * - #root holds the rendered app, followed by the state the browser hydrates from;
 * - the shell's module scripts are loaded after the page's first paint, by a small inline
 *   script: the page is readable without them, and on a slow connection the HTML and the
 *   largest image get the bandwidth first (issue 10: no render-blocking script);
 * - the "needs JavaScript" notice goes: the page works without it.
 */
import type { DocumentAttributes, PageHead } from '../../shared/render/render-contract';
import { SSR_STATE_ELEMENT_ID } from '../../shared/render/render-contract';
import { stylesheetOf, stylesheetsFor, type Stylesheet } from './page-styles';

const ROOT = /<div id="root">\s*<!--app-shell-->[\s\S]*?<!--\/app-shell-->\s*<\/div>/;
const SHELL_META = [
  /<title>[\s\S]*?<\/title>\s*/g,
  /<meta name="description"[^>]*>\s*/g,
  /<meta property="og:[^"]*"[^>]*>\s*/g,
  /<meta name="twitter:[^"]*"[^>]*>\s*/g,
];
const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/g;
const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;

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
  /** the build's stylesheets, the shell's first */
  stylesheets: readonly Stylesheet[];
  /** the shell's module scripts, loaded after the first paint */
  scripts: readonly string[];
}

/**
 * Splits the shell around #root and takes out its stylesheets and module scripts. `css(href)`
 * reads a stylesheet of the build; `extraCss` are the build's other stylesheets (route chunks).
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
  const scripts: string[] = [];
  head = head
    .replace(STYLESHEET, (_tag, href: string) => {
      linked.push(href);
      return '';
    })
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      scripts.push(src);
      return '';
    });
  for (const pattern of SHELL_META) head = head.replace(pattern, '');
  const stylesheets = [
    ...linked.map((href) => stylesheetOf(href, css(href), true)),
    ...extraCss
      .filter((href) => !linked.includes(href))
      .map((href) => stylesheetOf(href, css(href), false)),
  ];
  head = head.replace(/<html[^>]*>/, '{{html}}').replace('</head>', '{{head}}</head>');
  const tail = shell
    .slice(root.index + root[0].length)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  return {
    before: `${head}<div id="root">`,
    after: `</div><script type="application/json" id="${SSR_STATE_ELEMENT_ID}">{{state}}</script>${tail}`,
    stylesheets,
    scripts,
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

/** The inlined styles the markup needs, each also named by a disabled (never fetched) link. */
function styleTags(parts: DocumentParts, markup: string): string {
  const sheets = stylesheetsFor(parts.stylesheets, markup);
  const named = sheets
    .map((sheet) => `<link rel="stylesheet" href="${escapeHtml(sheet.href)}" disabled>`)
    .join('');
  return `<style>${sheets.map((sheet) => sheet.css).join('\n')}</style>${named}`;
}

/** The document's opening, up to the app's markup, with the styles that markup needs. */
export function documentStart(
  parts: DocumentParts,
  page: { document: DocumentAttributes; head: PageHead },
  origin: string,
  markup: string,
): string {
  return parts.before
    .replace('{{html}}', () => htmlTag(page.document))
    .replace('{{head}}', () => styleTags(parts, markup) + headTags(page.head, origin));
}

/**
 * Adds the module scripts once the parsed page has painted: after DOMContentLoaded, the next
 * frame, then a task of its own (a hidden tab paints nothing, so it loads them at once).
 */
function loaderScript(scripts: readonly string[], nonce: string): string {
  if (scripts.length === 0) return '';
  const load = `function(){${JSON.stringify(scripts)}.forEach(function(src){var s=document.createElement('script');s.type='module';s.crossOrigin='anonymous';s.src=src;document.head.appendChild(s)})}`;
  const body =
    `var load=${load};` +
    `var later=function(){document.visibilityState==='hidden'?load():requestAnimationFrame(function(){setTimeout(load,0)})};` +
    `document.readyState==='loading'?document.addEventListener('DOMContentLoaded',later):later();`;
  return `<script nonce="${escapeHtml(nonce)}">(function(){${body}})()</script>`;
}

/** The document's end: the hydration state (already escaped JSON), then the scripts' loader. */
export function documentEnd(parts: DocumentParts, state: string, nonce: string): string {
  return parts.after
    .replace('{{state}}', () => state)
    .replace('</body>', () => `${loaderScript(parts.scripts, nonce)}</body>`);
}
