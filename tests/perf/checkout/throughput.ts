/**
 * The throughput cell of bench:checkout: shoppers with a bag of 1–3 lines (drawn with the
 * bench's seeded randomness from skus given ample stock), the shipping step done and a card
 * encrypted, are made before any timing; a short warm-up tells the rate, from which enough
 * shoppers are made for the measured seconds (half as many again, so they do not run out), then
 * CONNECTIONS shoppers place orders back to back (place-load.ts).
 */
import type { Rng } from '../../../src/server/seed/prng';
import { placeLoad, type LoadResult } from './place-load';
import { readyShoppers } from './ready-shoppers';
import type { Line } from './shopper-calls';

export const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const WARMUP_SHOPPERS = 60;
const HEADROOM = 1.5;

export async function measurePlacing(
  url: string,
  skus: readonly Line[],
  rng: Rng,
  seconds: number,
  log: (line: string) => void,
): Promise<LoadResult> {
  const bag = () => rng.sample(skus, rng.int(1, 3));
  const warmShoppers = await readyShoppers(url, WARMUP_SHOPPERS, bag);
  const warm = await placeLoad(url, warmShoppers, WARMUP_SECONDS, CONNECTIONS);
  if (warm.orders === 0)
    throw new Error(`no order was placed in the warm-up: ${[...warm.failures.keys()].join('; ')}`);
  const count = Math.ceil(warm.requestsPerSecond * seconds * HEADROOM) + 2 * CONNECTIONS;
  log(`warm-up ${warm.requestsPerSecond.toFixed(1)} orders/s; making ${count} shoppers`);
  const made = performance.now();
  const shoppers = await readyShoppers(url, count, bag);
  log(`${count} shoppers ready in ${((performance.now() - made) / 1000).toFixed(1)} s`);
  const result = await placeLoad(url, shoppers, seconds, CONNECTIONS);
  // the warm-up's orders are checked as the measured ones are: answered PAID means PAID
  result.paid.push(...warm.paid);
  for (const [what, n] of warm.failures)
    result.failures.set(what, (result.failures.get(what) ?? 0) + n);
  result.failed += warm.failed;
  if (result.ranOut) log(`the ${count} shoppers ran out before ${seconds} s had passed`);
  return result;
}
