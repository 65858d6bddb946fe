import { chromium, expect, test } from './support/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openUnderWorker } from './support/worker';

test('the shop is installable by Chromium’s criteria', async ({ baseURL }) => {
  // Installability is never granted in incognito, so this uses a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'vitrine-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    baseURL,
  });
  try {
    const page = await context.newPage();
    await openUnderWorker(page, '/gb/en/');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      display: string;
      icons: Array<{ sizes: string; purpose?: string }>;
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
