/**
 * Media URLs and their validation. Images are addressed only by values from closed sets
 * (garment kind, view, editorial name) plus a six-digit hex colour, so a URL cannot make the
 * server render anything but one of our drawings. Anything else parses to null → 404.
 */
import { isGarmentKind, isImageView, type GarmentKind, type ImageView } from './garment-kinds';

export const MEDIA_PREFIX = '/media';

export const EDITORIAL_NAMES = [
  'hero-women',
  'hero-men',
  'tile-women',
  'tile-men',
  'tile-new-in',
  'tile-shoes',
  'tile-accessories',
  'tile-sale',
] as const;
export type EditorialName = (typeof EDITORIAL_NAMES)[number];

const editorialSet: ReadonlySet<string> = new Set(EDITORIAL_NAMES);
const HEX6 = /^[0-9a-f]{6}$/;

export type MediaRequest =
  | { type: 'product'; kind: GarmentKind; hex: string; view: ImageView }
  | { type: 'editorial'; name: EditorialName };

/** "#1F2A44" or "1f2a44" → "1f2a44"; throws on anything else (a bug in seed data). */
export function normaliseHex(hex: string): string {
  const value = hex.replace(/^#/, '').toLowerCase();
  if (!HEX6.test(value)) throw new Error(`Not a six-digit hex colour: ${hex}`);
  return value;
}

/** `/media/p/{kind}/{hex6}/{view}.svg` */
export function productImageUrl(kind: GarmentKind, hex: string, view: ImageView): string {
  return `${MEDIA_PREFIX}/p/${kind}/${normaliseHex(hex)}/${view}.svg`;
}

/** `/media/editorial/{name}.svg` */
export function editorialImageUrl(name: EditorialName): string {
  return `${MEDIA_PREFIX}/editorial/${name}.svg`;
}

/**
 * Parses the part of a URL path after `/media/` (no query string). Returns null unless every
 * segment is in its allow-list.
 */
export function parseMediaPath(rest: string): MediaRequest | null {
  const segments = rest.split('/');
  if (segments[0] === 'p' && segments.length === 4) {
    const [, kind = '', hex = '', file = ''] = segments;
    const view = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (isGarmentKind(kind) && HEX6.test(hex) && isImageView(view)) {
      return { type: 'product', kind, hex, view };
    }
    return null;
  }
  if (segments[0] === 'editorial' && segments.length === 2) {
    const file = segments[1] ?? '';
    const name = file.endsWith('.svg') ? file.slice(0, -4) : '';
    return editorialSet.has(name) ? { type: 'editorial', name: name as EditorialName } : null;
  }
  return null;
}
