import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunksOfImport, htmlScripts, initialJs, isFacade, staticClosure } from './initial-js';

/**
 * A tiny build: the entry imports a vendor chunk; home and the catalogue are lazy, home imports
 * the catalogue; the catalogue chunk has no facade (its index.ts only re-exports), so only its
 * source map tells where its modules went.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b2.js'],
    dynamicImports: ['src/home/home-page.tsx', '_catalogue-c3.js'],
    css: ['assets/index-a1.css'],
  },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js', css: ['assets/vendor-b2.css'] },
  'src/home/home-page.tsx': {
    file: 'assets/home-page-d4.js',
    src: 'src/home/home-page.tsx',
    isDynamicEntry: true,
    imports: ['_catalogue-c3.js', '_vendor-b2.js'],
  },
  '_catalogue-c3.js': { file: 'assets/catalogue-c3.js', imports: ['_vendor-b2.js'] },
  'src/product/index.ts': {
    file: 'assets/product-e5.js',
    src: 'src/product/index.ts',
    isDynamicEntry: true,
    imports: ['_vendor-b2.js'],
  },
};

const root = '/shop';
const sources = new Map([
  ['index.html', ['/shop/src/app/main.tsx', '/shop/src/app/routes.tsx']],
  ['_vendor-b2.js', ['/shop/node_modules/react/index.js']],
  ['src/home/home-page.tsx', ['/shop/src/home/home-page.tsx']],
  ['_catalogue-c3.js', ['/shop/src/catalogue/listing-page.tsx', '/shop/src/catalogue/grid.tsx']],
  ['src/product/index.ts', ['/shop/src/product/product-page.tsx']],
]);

const html = `<!doctype html><html><head>
  <!-- <script src="/assets/commented-out.js"></script> -->
  <script type="module" crossorigin src="/assets/index-a1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
  <link rel="stylesheet" href="/assets/index-a1.css">
  <link rel="manifest" href="/manifest.webmanifest">
</head><body><script>console.log('inline')</script></body></html>`;

// Distinct, incompressible-enough contents so each file's gzip size differs.
const contents: Record<string, Uint8Array> = Object.fromEntries(
  Object.values(manifest).map((chunk, i) => [
    chunk.file,
    new TextEncoder().encode(`/* ${chunk.file} */ ${'x'.repeat(100 * (i + 1))} ${i * 7919}`),
  ]),
);
const read = (file: string) => {
  const bytes = contents[file];
  if (!bytes) throw new Error(`read ${file}, which is not in the fake build`);
  return bytes;
};
const gzip = (file: string) => gzipSync(read(file), { level: 9 }).length;

describe('htmlScripts', () => {
  it('lists module scripts and modulepreloads, not styles, comments or inline scripts', () => {
    expect(htmlScripts(html)).toEqual(['assets/index-a1.js', 'assets/vendor-b2.js']);
  });

  it('refuses a script of another origin, which the build cannot size', () => {
    expect(() => htmlScripts('<script src="https://cdn.example/x.js"></script>')).toThrow(
      /cannot size https:\/\/cdn\.example\/x\.js/,
    );
  });
});

describe('staticClosure', () => {
  it('follows static imports transitively, once each, and never dynamic ones', () => {
    expect(staticClosure(manifest, ['src/home/home-page.tsx']).sort()).toEqual([
      '_catalogue-c3.js',
      '_vendor-b2.js',
      'src/home/home-page.tsx',
    ]);
    expect(staticClosure(manifest, ['index.html']).sort()).toEqual(['_vendor-b2.js', 'index.html']);
  });
});

describe('chunksOfImport', () => {
  it('finds a facade chunk by its manifest src', () => {
    const page = { entry: '/shop/src/product/index.ts', files: ['/shop/src/product/index.ts'] };
    expect(chunksOfImport(manifest, sources, root, page)).toEqual(['src/product/index.ts']);
  });

  it('finds an index of re-exports through the chunks holding what it imports', () => {
    const page = {
      entry: '/shop/src/catalogue/index.ts',
      files: ['/shop/src/catalogue/index.ts', '/shop/src/catalogue/listing-page.tsx'],
    };
    expect(chunksOfImport(manifest, sources, root, page)).toEqual(['_catalogue-c3.js']);
  });

  it('fails when no chunk holds the page', () => {
    const page = { entry: '/shop/src/gone.ts', files: ['/shop/src/gone.ts'] };
    expect(() => chunksOfImport(manifest, sources, root, page)).toThrow(/src\/gone\.ts/);
  });
});

describe('initialJs', () => {
  it('sums the gzip sizes of the HTML scripts, the page chunks and their imports, once each', () => {
    const result = initialJs(manifest, html, ['src/home/home-page.tsx'], read);
    const files = [
      'assets/index-a1.js',
      'assets/vendor-b2.js',
      'assets/home-page-d4.js',
      'assets/catalogue-c3.js',
    ];
    expect([...result.files].sort()).toEqual([...files].sort());
    expect(result.gzipBytes).toBe(files.reduce((sum, file) => sum + gzip(file), 0));
  });

  it('counts the HTML scripts alone for a route without a page chunk', () => {
    const result = initialJs(manifest, html, [], read);
    expect(result.gzipBytes).toBe(gzip('assets/index-a1.js') + gzip('assets/vendor-b2.js'));
  });

  it('counts a script of the HTML that is not a chunk as it is', () => {
    contents['sw-register.js'] = new TextEncoder().encode('navigator.serviceWorker.register()');
    const withExtra = `${html}<script src="/sw-register.js"></script>`;
    const result = initialJs(manifest, withExtra, [], read);
    expect(result.files).toContain('sw-register.js');
    expect(result.gzipBytes).toBe(
      gzip('assets/index-a1.js') + gzip('assets/vendor-b2.js') + gzip('sw-register.js'),
    );
  });
});

describe('isFacade', () => {
  it('knows a chunk of bare imports from a chunk with code', () => {
    expect(isFacade('import"./product-cards-BGY41Yt2.js";')).toBe(true);
    expect(isFacade('import "./a.js";\nimport \'./b.js\'\n//# sourceMappingURL=x.js.map\n')).toBe(
      true,
    );
    expect(isFacade('import"./a.js";const x=1;export{x};')).toBe(false);
    expect(isFacade('import{a}from"./a.js";')).toBe(false);
  });

  it('counts a chunk that only re-exports another as a facade', () => {
    expect(isFacade('export{t as ProductTray}from"./product-cards-DVlC99Xe.js";')).toBe(true);
    expect(isFacade('export{t as ProductTray}from"./a.js";const y=2;')).toBe(false);
  });
});
