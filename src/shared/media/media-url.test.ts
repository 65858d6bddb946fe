import { describe, expect, it } from 'vitest';
import { editorialImageUrl, normaliseHex, parseMediaPath, productImageUrl } from './media-url';

describe('media URLs', () => {
  it('round-trips a product image URL', () => {
    const url = productImageUrl('coat', '#1F2A44', 'back');
    expect(url).toBe('/media/p/coat/1f2a44/back.svg');
    expect(parseMediaPath(url.slice('/media/'.length))).toEqual({
      type: 'product',
      kind: 'coat',
      hex: '1f2a44',
      view: 'back',
    });
  });

  it('round-trips an editorial URL', () => {
    expect(parseMediaPath(editorialImageUrl('tile-sale').slice('/media/'.length))).toEqual({
      type: 'editorial',
      name: 'tile-sale',
    });
  });

  it('refuses colours that are not six hex digits', () => {
    expect(() => normaliseHex('#fff')).toThrow();
    expect(() => normaliseHex('red')).toThrow();
  });
});
