import { describe, expect, it } from 'vitest';
import { bannersOnPage, bannersPerPage, gridSlots, pageCountWithBanners } from './banner-placement';
import { pageWindow } from './paging';

const banner = (title: string, position?: number, page?: number) => ({ title, position, page });

describe('bannersPerPage and bannersOnPage', () => {
  it('counts banners by page, the first page by default', () => {
    expect(bannersPerPage([])).toEqual([]);
    expect(bannersPerPage([banner('a'), banner('b', 3), banner('c', 0, 3)])).toEqual([2, 0, 1]);
  });

  it('gives one page its banners in slot order', () => {
    const all = [banner('late', 8), banner('first', 0), banner('other page', 0, 2)];
    expect(bannersOnPage(all, 1).map((b) => b.title)).toEqual(['first', 'late']);
    expect(bannersOnPage(all, 2).map((b) => b.title)).toEqual(['other page']);
  });
});

describe('pageCountWithBanners', () => {
  it('is the plain page count without banners', () => {
    expect(pageCountWithBanners(0, 120, [])).toBe(1);
    expect(pageCountWithBanners(240, 120, [])).toBe(2);
  });

  it('needs another page when banners push the last products over', () => {
    expect(pageCountWithBanners(240, 120, [1])).toBe(3);
    expect(pageCountWithBanners(239, 120, [1])).toBe(2);
    expect(pageCountWithBanners(251, 120, [1])).toBe(3);
  });
});

describe('page windows with banners', () => {
  it('shows every product exactly once across pages', () => {
    const nbHits = 251;
    const perPage = [1, 2];
    const pages = pageCountWithBanners(nbHits, 120, perPage);
    const seen: number[] = [];
    for (let page = 0; page < pages; page++) {
      const { offset, length } = pageWindow({ page, hitsPerPage: 120, bannersPerPage: perPage });
      for (let i = offset; i < Math.min(offset + length, nbHits); i++) seen.push(i);
    }
    expect(seen).toEqual(Array.from({ length: nbHits }, (_, i) => i));
    expect(pages).toBe(3);
  });
});

describe('gridSlots', () => {
  it('puts banners at their slots and numbers products across pages', () => {
    const slots = gridSlots(['p', 'q', 'r'], [banner('end', 99), banner('second', 1)], 120);
    expect(
      slots.map((s) => (s.kind === 'banner' ? s.banner.title : `${s.item}${s.position}`)),
    ).toEqual(['p120', 'second', 'q121', 'r122', 'end']);
  });
});
