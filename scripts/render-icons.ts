/**
 * Renders manifest/icon.svg to the PNG icons the manifest lists, in Debian's Chromium.
 * Run once when the logo changes: node --import tsx scripts/render-icons.ts
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync(new URL('../manifest/icon.svg', import.meta.url), 'utf8');
const out = (name: string) => new URL(`../manifest/icons/${name}`, import.meta.url).pathname;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
for (const [name, size, padding] of [
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  // maskable: the logo inside the 80% safe zone on a full-bleed background
  ['icon-maskable-512.png', 512, 0.1],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  const inset = Math.round(size * padding);
  await page.setContent(
    `<body style="margin:0;background:#1c1a17"><div style="padding:${inset}px;width:${size - 2 * inset}px;height:${size - 2 * inset}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
  );
  await page.screenshot({ path: out(name), omitBackground: false });
}
await browser.close();
