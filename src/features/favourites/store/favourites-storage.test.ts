import { describe, expect, it } from 'vitest';
import { parseFavourites } from './favourites-storage';

describe('parseFavourites', () => {
  it('reads unique string ids in order', () => {
    expect(parseFavourites('["a-1","b-2","a-1"]')).toEqual(['a-1', 'b-2']);
  });

  it('treats missing, corrupt or foreign values as no favourites', () => {
    expect(parseFavourites(null)).toEqual([]);
    expect(parseFavourites('{not json')).toEqual([]);
    expect(parseFavourites('{"a":1}')).toEqual([]);
    expect(parseFavourites('[1, null, "", "c-3"]')).toEqual(['c-3']);
  });
});
