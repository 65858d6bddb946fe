import { describe, expect, it } from 'vitest';
import { productUrl } from './product-url';

describe('productUrl', () => {
  it('is /product/{slug}/{productId}, with the colour as ?color=', () => {
    expect(productUrl('wool-coat', 'P000001')).toBe('/product/wool-coat/P000001');
    expect(productUrl('wool-coat', 'P000001', 'black')).toBe(
      '/product/wool-coat/P000001?color=black',
    );
  });

  it('keeps every part one path segment or value', () => {
    expect(productUrl('a/b', 'id 1', 'x&y=z')).toBe('/product/a%2Fb/id%201?color=x%26y%3Dz');
  });
});
