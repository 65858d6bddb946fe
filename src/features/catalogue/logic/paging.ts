/**
 * Spec §9 paging: 120 hits per page; banners placed in the grid take product slots, so a
 * page's offset is page × hitsPerPage minus the banners on earlier pages (plus an optional
 * offset), and its length is hitsPerPage minus the banners on the page itself.
 */
export interface PageWindowInput {
  /** 0-based page */
  page: number;
  hitsPerPage: number;
  /** banners shown on each page, by page index; pages beyond the list have none */
  bannersPerPage?: readonly number[];
  offset?: number;
}

export interface PageWindow {
  offset: number;
  length: number;
}

export function pageWindow({
  page,
  hitsPerPage,
  bannersPerPage = [],
  offset = 0,
}: PageWindowInput): PageWindow {
  const earlier = bannersPerPage.slice(0, page).reduce((sum, n) => sum + n, 0);
  const onPage = bannersPerPage[page] ?? 0;
  return {
    offset: Math.max(0, page * hitsPerPage - earlier + offset),
    length: Math.max(0, hitsPerPage - onPage),
  };
}

/** Pages needed for `nbHits` products, never fewer than 1. */
export function pageCount(nbHits: number, hitsPerPage: number): number {
  return Math.max(1, Math.ceil(nbHits / Math.max(1, hitsPerPage)));
}

/** The 1-based page of the URL: anything but a positive integer is page 1. */
export function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
