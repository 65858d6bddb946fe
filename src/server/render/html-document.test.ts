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
  '/assets/index-a.css': 'body{margin:0}.entry{}',
  '/assets/route-b.css': '.route{color:red}@media (min-width:40em){.route>.x{}}',
  '/assets/route-c.css': '.other{}',
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

function render(state = '{}', markup = '<p class="route">app</p>'): string {
  const parts = prepareDocument(SHELL, (href) => css[href] ?? '', [
    '/assets/route-b.css',
    '/assets/route-c.css',
  ]);
  return `${documentStart(parts, page, 'https://shop.example', markup)}${markup}${documentEnd(parts, state, 'n0nce')}`;
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

  it('inlines the shell’s stylesheets and those whose classes the page uses, instead of linking them', () => {
    const html = render();
    expect(html).not.toContain('<link rel="stylesheet" crossorigin');
    expect(html).toContain(
      '<style>body{margin:0}.entry{}\n.route{color:red}@media (min-width:40em){.route>.x{}}</style>',
    );
    // named as present (disabled: never fetched), so the chunk loader does not add them again
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/index-a.css" disabled>' +
        '<link rel="stylesheet" href="/assets/route-b.css" disabled>',
    );
    // a stylesheet no class of the page needs is left to the chunk that needs it
    expect(html).not.toContain('.other{}');
    expect(html).not.toContain('route-c.css');
    expect(render('{}', '<p>app</p>')).not.toContain('.route{');
  });

  it('loads the build’s scripts after the first paint, by a script the page’s nonce allows', () => {
    const html = render();
    expect(html).not.toContain('<script type="module"');
    const loader = /<script nonce="n0nce">([\s\S]*?)<\/script><\/body>/.exec(html);
    expect(loader?.[1]).toContain('"/assets/index-a.js"');
    expect(loader?.[1]).toContain('requestAnimationFrame');
    expect(loader?.[1]).toContain('DOMContentLoaded');
  });

  it('puts the app in #root with nothing around it, then the state, and drops the notice', () => {
    const html = render('{"a":"\\u003c/script>"}', '<p>app</p>');
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
