import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ORDER_LINK_DAYS, orderLinks } from './order-link';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2030, 0, 15);

describe('order links', () => {
  const secret = randomBytes(32);
  const links = orderLinks([secret]);

  it('opens the order it was signed for until it expires', () => {
    const hash = links.sign('7KQ4M-2XD9B', NOW);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(links.verify(hash, NOW)).toBe('7KQ4M-2XD9B');
    expect(links.verify(hash, NOW + (ORDER_LINK_DAYS - 1) * DAY_MS)).toBe('7KQ4M-2XD9B');
    expect(links.verify(hash, NOW + ORDER_LINK_DAYS * DAY_MS + 1000)).toBeNull();
  });

  it('refuses every altered byte', () => {
    const bytes = Buffer.from(links.sign('7KQ4M-2XD9B', NOW), 'base64url');
    for (let at = 0; at < bytes.length; at++) {
      const altered = Buffer.from(bytes);
      altered[at]! ^= 0x01;
      expect(links.verify(altered.toString('base64url'), NOW)).toBeNull();
    }
  });

  it('refuses a link of another secret, and text that is not a link', () => {
    expect(links.verify(orderLinks([randomBytes(32)]).sign('7KQ4M-2XD9B', NOW), NOW)).toBeNull();
    for (const text of ['', 'abc', `${links.sign('7KQ4M-2XD9B', NOW)}=`, '!'.repeat(64)])
      expect(links.verify(text, NOW)).toBeNull();
  });

  it('verifies with an older secret while the newest signs', () => {
    const older = orderLinks([secret]).sign('7KQ4M-2XD9B', NOW);
    const rotated = orderLinks([randomBytes(32), secret]);
    expect(rotated.verify(older, NOW)).toBe('7KQ4M-2XD9B');
    expect(rotated.sign('7KQ4M-2XD9B', NOW)).not.toBe(older);
  });

  it('signs only order references', () => {
    expect(() => links.sign('not-a-ref', NOW)).toThrow();
  });
});
