/**
 * Editorial images for the home page and menus: calm compositions of arches, suns and
 * plinths in the house palette, with garments from the product renderer standing in them.
 * They carry no words: headlines are HTML, so they can be translated and read aloud.
 */
import { SHARED_DEFS } from './draw/frame';
import { tonesFor } from './draw/tones';
import type { GarmentKind } from '../../shared/media/garment-kinds';
import { GARMENT_DRAWINGS } from './garments';
import { HOUSE_PALETTE } from '../../../content/palette';
import type { EditorialName } from '../../shared/media/media-url';

const P = HOUSE_PALETTE;

/** A garment's front view centred at (x, y) and scaled. */
function garment(kind: GarmentKind, hex: string, x: number, y: number, scale: number): string {
  const drawing = GARMENT_DRAWINGS[kind].front(tonesFor(hex.replace('#', '')));
  return `<g filter="url(#lift)" transform="translate(${x} ${y}) scale(${scale}) translate(-300 -400)">${drawing}</g>`;
}

const arch = (x: number, y: number, w: number, h: number, colour: string) =>
  `<path d="M${x} ${y + h} L${x} ${y + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} L${x + w} ${y + h} Z" fill="${colour}"/>`;
const sun = (cx: number, cy: number, r: number, colour: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`;
const block = (x: number, y: number, w: number, h: number, colour: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/>`;
const rule = (x1: number, y1: number, x2: number, y2: number) =>
  `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="${P.ink}" stroke-width="2" stroke-opacity="0.5"/>`;

function svg(
  width: number,
  height: number,
  background: string,
  body: string,
  title: string,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<title>${title}</title><defs>${SHARED_DEFS}</defs>` +
    `<rect width="${width}" height="${height}" fill="${background}"/>${body}</svg>`
  );
}

/** Heroes are 3:2 and keep their left third quiet for a headline laid over it. */
const hero = (body: string, title: string) => svg(1440, 960, P.paper, body, title);
/** Tiles share the product pictures' 3:4. */
const tile = (background: string, body: string, title: string) =>
  svg(600, 800, background, body, title);

const RENDERERS: Record<EditorialName, () => string> = {
  'hero-women': () =>
    hero(
      block(760, 0, 680, 960, P.sand) +
        sun(1180, 250, 150, P.clay) +
        arch(840, 230, 420, 730, P.accent) +
        garment('dress', P.surface, 1050, 600, 0.95) +
        garment('bag', P.ink, 1320, 760, 0.42) +
        rule(120, 820, 560, 820),
      'Women',
    ),
  'hero-men': () =>
    hero(
      block(760, 0, 680, 960, P.sage) +
        sun(1230, 230, 140, P.surface) +
        arch(840, 230, 420, 730, P.navy) +
        garment('coat', '#b98c5b', 1050, 590, 0.95) +
        garment('boot', P.ink, 1320, 800, 0.36) +
        rule(120, 820, 560, 820),
      'Men',
    ),
  'tile-women': () =>
    tile(
      P.sand,
      arch(90, 150, 420, 650, P.accent) + garment('dress', P.surface, 300, 470, 0.74),
      'Women',
    ),
  'tile-men': () =>
    tile(
      P.sage,
      arch(90, 150, 420, 650, P.navy) + garment('jacket', '#b98c5b', 300, 480, 0.72),
      'Men',
    ),
  'tile-new-in': () =>
    tile(
      P.paper,
      sun(300, 300, 210, P.sand) +
        garment('tshirt', P.accent, 220, 360, 0.5) +
        garment('shirt', '#9dbfdc', 380, 420, 0.5) +
        block(80, 640, 440, 8, P.ink),
      'New in',
    ),
  'tile-shoes': () =>
    tile(
      P.clay,
      block(100, 540, 400, 260, P.paper) +
        sun(300, 280, 170, P.sand) +
        garment('boot', P.ink, 300, 416, 0.62),
      'Shoes',
    ),
  'tile-accessories': () =>
    tile(
      P.paper,
      arch(110, 170, 380, 630, P.sage) +
        garment('bag', '#9c6238', 300, 470, 0.7) +
        garment('belt', P.ink, 300, 700, 0.34),
      'Accessories',
    ),
  'tile-sale': () =>
    tile(
      P.sale,
      sun(300, 400, 230, '#c8443b') +
        sun(300, 400, 150, '#d9655a') +
        garment('scarf', P.surface, 300, 420, 0.62),
      'Sale',
    ),
};

export function renderEditorialImage(name: EditorialName): string {
  return RENDERERS[name]();
}
