/**
 * The web app manifest and its icons. The PNG icons in ./icons are rendered from icon.svg by
 * `node scripts/render-icons.ts` and committed; manifestIcons() emits them into the build and
 * serves them in dev. Installable by Chromium's criteria: name, icons 192 and 512 (plus
 * maskable), start_url, display standalone.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';

const iconsDir = fileURLToPath(new URL('./icons/', import.meta.url));

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Vitrine — fashion for every country',
  short_name: 'Vitrine',
  description: 'Womenswear and menswear from independent labels, delivered worldwide.',
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#1c1a17',
  background_color: '#f4efe6',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};

export function manifestIcons(): Plugin {
  return {
    name: 'vitrine-manifest-icons',
    generateBundle() {
      for (const file of readdirSync(iconsDir)) {
        this.emitFile({
          type: 'asset',
          fileName: `icons/${file}`,
          source: readFileSync(iconsDir + file),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use('/icons/', (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!/^[\w-]+\.png$/.test(name)) return next();
        try {
          res.setHeader('content-type', 'image/png');
          res.end(readFileSync(iconsDir + name));
        } catch {
          next();
        }
      });
    },
  };
}
