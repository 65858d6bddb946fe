import { describe, expect, it } from 'vitest';
import { documentEnd, documentStart, escapeHtml, prepareDocument } from './html-document';

const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta name="description" content="Generic" />
    <meta property="og:type" content="website" />
    <meta name="twitter:card" content="summary_large_image" />
    <title>Vitrine</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
  </head>
  <body>
    <div id="root">
      <!--app-shell-->
      <div class="boot-header" aria-hidden="true">VITRINE</div>
      <!--/app-shell-->
    </div>
    <noscript><p>Vitrine needs JavaScript</p></noscript>
  </body>
</html>`;

const css: Record<string, string> = {
  '/assets/index-a.css': '.entry{}',
  '/assets/route-b.css': '.route{}',
};

const page = {
  document: { lang: 'ar', dir: 'rtl' as const, className: 'lang-ar', style: '--c-ink:#000' },
  head: {
    title: 'فساتين | "Vitrine" & <co>',
    description: 'Dresses',
    canonicalPath: '/ae/ar/women',
    ogLocale: 'ar_AE',
    siteName: 'Vitrine',
  },
};

function render(state = '{}'): string {
  const parts = prepareDocument(SHELL, (href) => css[href] ?? '', ['/assets/route-b.css']);
  return `${documentStart(parts, page, 'https://shop.example')}<p>app</p>${documentEnd(parts, state)}`;
}

describe('the server-rendered document', () => {
  it('puts the page’s language, direction, class and theme on <html>', () => {
    expect(render()).toContain('<html lang="ar" dir="rtl" class="lang-ar" style="--c-ink:#000">');
  });

  it('replaces the shell’s generic head with the page’s, escaped', () => {
    const html = render();
    expect(html).not.toContain('content="Generic"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>فساتين | &quot;Vitrine&quot; &amp; &lt;co&gt;</title>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/ae/ar/women">');
    expect(html).toContain('<meta property="og:locale" content="ar_AE">');
  });

  it('inlines the shell’s and the routes’ stylesheets instead of linking them', () => {
    const html = render();
    expect(html).not.toContain('<link rel="stylesheet" crossorigin');
    expect(html).toContain('<style>.entry{}\n.route{}</style>');
    // named as present (disabled: never fetched), so the chunk loader does not add them again
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/index-a.css" disabled>' +
        '<link rel="stylesheet" href="/assets/route-b.css" disabled>',
    );
    // the build's scripts stay as they are
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
  });

  it('puts the app in #root with nothing around it, then the state, and drops the notice', () => {
    const html = render('{"a":"\\u003c/script>"}');
    expect(html).toContain(
      '<div id="root"><p>app</p></div><script type="application/json" id="vitrine-ssr-state">{"a":"\\u003c/script>"}</script>',
    );
    expect(html).not.toContain('boot-header');
    expect(html).not.toContain('<noscript>');
  });

  it('escapes text for attributes and elements', () => {
    expect(escapeHtml(`<a href="x">&`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;');
  });

  it('refuses a shell without the app-shell markers', () => {
    expect(() => prepareDocument('<html><body></body></html>', () => '', [])).toThrow(/root/);
  });
});
