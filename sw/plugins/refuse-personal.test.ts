import { describe, expect, it } from 'vitest';
import { isPersonalResponse, isStorable } from './refuse-personal';

const withCacheControl = (value: string | null, status = 200) =>
  new Response('{}', { status, headers: value ? { 'cache-control': value } : {} });

describe('refuse personal responses', () => {
  it.each(['no-store', 'private, max-age=0', 'max-age=0, private', 'No-Store'])(
    '"%s" is personal and never stored',
    (value) => {
      expect(isPersonalResponse(withCacheControl(value))).toBe(true);
      expect(isStorable(withCacheControl(value))).toBe(false);
    },
  );
  it.each([
    null,
    'no-cache',
    'public, max-age=60, stale-while-revalidate=600',
    'public, immutable',
  ])('"%s" may be stored', (value) => expect(isStorable(withCacheControl(value))).toBe(true));
  it('stores only 200s', () => {
    expect(isStorable(withCacheControl(null, 404))).toBe(false);
    expect(isStorable(withCacheControl(null, 500))).toBe(false);
  });
});
