/**
 * `npm run bench:offline`: navigation-to-LCP of a repeat visit, served online and offline,
 * median of 5 each, with the ratio. Target: offline ≤ 300 ms unthrottled and no slower than
 * online. Runs on the built dist (DIST_DIR or dist/); the shop listens on BENCH_PORT (18650)
 * and the browser reaches it through a local relay on BENCH_PORT + 1.
 *
 * Online and offline samples alternate (online, offline, online …), so a change in the
 * machine's load during the run weighs on both modes alike. Offline is the browser offline
 * and the relay refusing and dropping every connection: the shop is unreachable for the page
 * and its service worker, as if stopped, but stays warm for the next online sample.
 *
 * Under each page a breakdown (medians, ms after navigation start): the worker's answer to
 * the navigation, the start of boot (entry evaluated), all boot data ready (sites, site files,
 * restored query cache, page chunk: vitrine:* marks from src/app/boot), the first React
 * commit, the LCP image loaded, and the LCP itself.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeDataDir, startShop } from '../e2e/support/server';
import { openUnderWorker } from '../e2e/support/worker';

const RUNS = 5;
const PORT = Number(process.env.BENCH_PORT ?? 18650);
const RELAY_PORT = PORT + 1;
const PATHS = ['/gb/en/', '/gb/en/women/clothing/dresses'];

interface Sample {
  html: number;
  boot: number;
  ready: number;
  commit: number;
  image: number;
  lcp: number;
}
const STEPS: [keyof Sample, string][] = [
  ['html', 'html'],
  ['boot', 'boot'],
  ['ready', 'data ready'],
  ['commit', 'first commit'],
  ['image', 'LCP image loaded'],
  ['lcp', 'LCP'],
];

interface Raw {
  html: number;
  marks: Record<string, number>;
  lcp: number;
  image: number;
}

/** Times of the current document, read once the page has settled. */
async function sample(page: Page, path: string): Promise<Sample> {
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForTimeout(800);
  // No named helpers inside: the callback runs in the page, without tsx's helpers.
  const raw = await page.evaluate(
    () =>
      new Promise<Raw>((resolve) => {
        const result: Raw = { html: Number.NaN, marks: {}, lcp: Number.NaN, image: Number.NaN };
        const navigation = performance.getEntriesByType('navigation')[0];
        if (navigation) result.html = (navigation as PerformanceNavigationTiming).responseStart;
        for (const mark of performance.getEntriesByType('mark')) {
          result.marks[mark.name] = mark.startTime;
        }
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            (PerformanceEntry & { loadTime?: number }) | undefined;
          result.lcp = last?.startTime ?? Number.NaN;
          result.image = last?.loadTime || Number.NaN;
          resolve(result);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(result), 3000);
      }),
  );
  const mark = (name: string) => raw.marks[`vitrine:${name}`] ?? Number.NaN;
  return {
    html: raw.html,
    boot: mark('boot'),
    ready: Math.max(mark('sites'), mark('site'), mark('restored'), mark('page')),
    commit: mark('committed'),
    image: raw.image,
    lcp: raw.lcp,
  };
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function medians(samples: Sample[]): Sample {
  const result = {} as Sample;
  for (const [step] of STEPS) result[step] = median(samples.map((s) => s[step]));
  return result;
}

/** A TCP relay to the shop that can be cut: refuses new connections and drops open ones. */
async function startRelay(port: number, target: number) {
  const open = new Set<Socket>();
  let connected = true;
  const server = createServer((client) => {
    if (!connected) return client.destroy();
    const upstream = connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    setConnected(value: boolean) {
      connected = value;
      if (!value) for (const socket of open) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Relay = Awaited<ReturnType<typeof startRelay>>;

/** Switches the network, then lets the open page settle (its reaction is not measured). */
async function setOnline(
  page: Page,
  context: BrowserContext,
  relay: Relay,
  online: boolean,
): Promise<void> {
  relay.setConnected(online);
  await context.setOffline(!online);
  await page.waitForTimeout(500);
}

const ms = (value: number) => (Number.isNaN(value) ? '  –' : value.toFixed(0).padStart(5));

function breakdown(label: string, sample: Sample): string {
  return `  ${label.padEnd(8)} ${STEPS.map(([step, name]) => `${name} ${ms(sample[step]).trim()}`).join(' · ')}`;
}

async function main(): Promise<void> {
  const shop = await startShop(PORT);
  const relay = await startRelay(RELAY_PORT, PORT);
  const profile = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    baseURL: relay.url,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // First visit: the worker installs, content is warmed, the pages are seen once.
    await openUnderWorker(page, PATHS[0]!);
    for (const path of PATHS) await sample(page, path);

    const runs = PATHS.map(() => ({ online: [] as Sample[], offline: [] as Sample[] }));
    for (let run = 0; run < RUNS; run++) {
      for (const [i, path] of PATHS.entries()) {
        await setOnline(page, context, relay, true);
        runs[i]!.online.push(await sample(page, path));
        await setOnline(page, context, relay, false);
        runs[i]!.offline.push(await sample(page, path));
      }
    }
    const online = runs.map((samples) => medians(samples.online));
    const offline = runs.map((samples) => medians(samples.offline));

    console.log(`navigation → LCP, repeat visit, median of ${RUNS} (ms)`);
    for (const [i, path] of PATHS.entries()) {
      const ratio = offline[i]!.lcp / online[i]!.lcp;
      console.log(
        `${path.padEnd(32)} online ${ms(online[i]!.lcp)}  offline ${ms(offline[i]!.lcp)}  offline/online ${ratio.toFixed(2)}`,
      );
      console.log(breakdown('online', online[i]!));
      console.log(breakdown('offline', offline[i]!));
    }
  } finally {
    await context.close();
    await relay.close();
    await shop.stop();
    removeDataDir(shop.dataDir);
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
