import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, readPage } from './paging';

describe('pageWindow', () => {
  it('is page × hitsPerPage without banners', () => {
    expect(pageWindow({ page: 0, hitsPerPage: 120 })).toEqual({ offset: 0, length: 120 });
    expect(pageWindow({ page: 2, hitsPerPage: 120 })).toEqual({ offset: 240, length: 120 });
  });

  it('takes earlier banners off the offset and this page’s banners off the length', () => {
    expect(pageWindow({ page: 1, hitsPerPage: 120, bannersPerPage: [2, 1] })).toEqual({
      offset: 118,
      length: 119,
    });
    expect(pageWindow({ page: 2, hitsPerPage: 120, bannersPerPage: [2, 1], offset: 4 })).toEqual({
      offset: 241,
      length: 120,
    });
  });
});

describe('pageCount and readPage', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 120)).toBe(1);
    expect(pageCount(120, 120)).toBe(1);
    expect(pageCount(121, 120)).toBe(2);
  });

  it('reads positive integers only', () => {
    expect(readPage('3')).toBe(3);
    expect(readPage('0')).toBe(1);
    expect(readPage('2.5')).toBe(1);
    expect(readPage('x')).toBe(1);
    expect(readPage(null)).toBe(1);
  });
});
