import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest, manifestIcons } from './manifest/manifest.ts';
import { isBuiltContent, writeContent } from './src/server/seed/write-content.ts';

const API_TARGET = `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`;
/** The build id busts the persisted query cache and names the build in metadata-v2.json. */
const buildDate = new Date().toISOString();
const buildId = process.env.BUILD_ID ?? buildDate.replace(/[^0-9]/g, '').slice(0, 14);

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    __BUILD_DATE__: JSON.stringify(buildDate),
  },
  plugins: [
    react(),
    wyw({
      include: ['**/*.{ts,tsx}'],
      // wyw evaluates the modules a style interpolates (tokens.ts) with Babel, which cannot
      // parse TypeScript without this preset.
      babelOptions: { presets: ['@babel/preset-typescript'] },
    }),
    manifestIcons(),
    {
      // The sites' content data (public/{folder}/data/, spec §7) is built from the seed
      // taxonomy before Vite lists, serves or copies public/; it is build output, not committed.
      name: 'vitrine-content-data',
      configResolved() {
        writeContent(fileURLToPath(new URL('./public/', import.meta.url)), isBuiltContent);
      },
    },
    {
      // The deployed build's identity, fetched by the app to detect a newer build (spec §7).
      name: 'vitrine-build-metadata',
      generateBundle() {
        this.emitFile({
          type: 'asset',
          fileName: 'metadata-v2.json',
          source: JSON.stringify({ buildId, buildDate }),
        });
      },
    },
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest,
      includeManifestIcons: true,
      injectManifest: {
        // The shell: every built chunk, styles, the sprite and the site index. Content files and
        // labels are precached by the worker per country (see sw/), not globbed here.
        globPatterns: ['**/*.{js,css,html,svg,woff2}', 'sites.json'],
        globIgnores: ['media/**', '**/data/**', '**/language/**', '**/themes/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: the chunk graph the initial-JS budget check reads (npm test).
    manifest: true,
    reportCompressedSize: true,
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    strictPort: true,
    proxy: {
      '/api': API_TARGET,
      '/search/1': API_TARGET,
      '/media': API_TARGET,
      '/metadata-v2.json': API_TARGET,
    },
  },
});
