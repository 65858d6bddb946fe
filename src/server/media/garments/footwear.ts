/**
 * Footwear in side profile, toe to the right: sneaker, Chelsea boot, loafer and sandal. The
 * front view is one shoe; the second view is the pair, one behind the other.
 */
import { floorShadow } from '../draw/frame';
import { circle, fill, line, piece, placed, stitch } from '../draw/elements';
import type { Tones } from '../draw/tones';
import type { Drawing, GarmentDrawings } from './drawing';

const RUBBER = '#f3efe7';
const RUBBER_EDGE = '#b7afa2';
const DARK_SOLE = '#2e2925';

/** A strap drawn as an outlined thick stroke. */
const strap = (d: string, t: Tones, width = 14) =>
  `<path d="${d}" fill="none" stroke="${t.outline}" stroke-width="${width + 4}" stroke-linecap="round"/>` +
  `<path d="${d}" fill="none" stroke="${t.base}" stroke-width="${width}" stroke-linecap="round"/>`;

const sneakerShoe: Drawing = (t) =>
  piece(
    'M104 520 L108 420 Q110 398 130 396 L168 400 Q200 422 232 410 L262 372 Q276 364 290 374 L330 420 Q400 452 470 470 Q512 482 510 520 Z',
    t,
  ) +
  fill('M130 398 L168 402 Q200 424 232 412 L236 420 Q200 434 166 412 L132 408 Z', t.deep) +
  piece('M104 520 L108 440 Q150 446 172 520 Z', t, t.shade) +
  piece('M430 520 Q440 474 500 486 Q512 500 510 520 Z', t, t.light) +
  line('M196 500 Q270 432 372 448', t.light, 10) +
  line('M196 500 Q270 432 372 448', t.outline, 1.2, 0.5) +
  [0, 1, 2, 3].map((i) => circle(276 + i * 16, 390 + i * 12, 3.5, t.deep)).join('') +
  line('M270 384 L296 372 M286 396 L312 384 M302 408 L328 396 M318 420 L344 408', RUBBER, 3) +
  stitch('M116 506 Q300 500 496 506', t) +
  fill('M92 520 L508 520 Q522 524 520 542 Q516 562 490 562 L110 562 Q92 560 92 540 Z', RUBBER) +
  line(
    'M92 520 L508 520 Q522 524 520 542 Q516 562 490 562 L110 562 Q92 560 92 540 Z',
    RUBBER_EDGE,
    2,
  ) +
  line('M96 538 L518 538', RUBBER_EDGE, 1.4);

const bootShoe: Drawing = (t) =>
  fill(
    'M104 540 L500 540 Q520 544 514 566 L500 576 L260 576 Q230 560 180 562 L176 580 L108 580 Z',
    DARK_SOLE,
  ) +
  piece(
    'M116 540 Q110 420 122 320 L118 250 Q118 236 134 236 L236 236 Q250 236 250 250 Q246 330 256 410 Q272 452 330 462 Q440 476 486 498 Q514 512 506 540 Z',
    t,
  ) +
  fill('M170 238 L200 420 L232 238 Z', t.deep) +
  line('M180 244 L196 380 M192 244 L200 400 M204 244 L204 400 M216 244 L208 380', t.shade, 1.4) +
  piece('M120 238 L120 204 Q132 196 146 206 L146 238 Z', t, t.shade) +
  stitch('M128 530 Q300 522 498 528', t) +
  line('M250 400 Q262 446 330 458', t.shade, 1.6, 0.6);

const loaferShoe: Drawing = (t) =>
  fill('M112 520 L178 520 L176 550 L114 550 Z', DARK_SOLE) +
  fill('M170 518 L506 518 Q514 530 496 536 L170 536 Z', DARK_SOLE) +
  piece(
    'M112 520 L118 462 Q122 452 140 452 L246 462 Q290 442 340 442 Q420 446 474 476 Q506 494 506 520 Z',
    t,
  ) +
  fill('M140 452 L246 462 L248 470 L140 460 Z', t.deep) +
  stitch('M318 446 Q380 432 470 474', t, 1.8) +
  piece('M252 464 Q300 478 352 448 L358 464 Q300 496 254 480 Z', t, t.shade) +
  fill('M296 468 Q306 474 318 466 L318 474 Q306 482 296 476 Z', t.deep) +
  stitch('M124 508 Q300 502 500 510', t);

const sandalShoe: Drawing = (t) =>
  fill('M98 522 L500 516 Q522 518 518 536 L508 546 L104 552 Q92 540 98 522 Z', '#6b4a33') +
  fill('M100 514 L500 508 Q520 510 516 522 L104 530 Z', '#d9c0a0') +
  strap('M128 516 Q118 452 176 440 Q222 432 258 452', t, 12) +
  strap('M300 512 Q350 432 432 510', t, 24) +
  strap('M382 512 Q420 458 476 508', t, 16) +
  `<rect x="244" y="438" width="16" height="22" rx="3" fill="none" stroke="#b8a27a" stroke-width="3"/>`;

/** The same tones one step darker, for the shoe standing behind. */
const behind = (t: Tones): Tones => ({ ...t, base: t.shade, light: t.base, shade: t.deep });

/** One shoe, scaled up and centred. */
function single(shoe: Drawing, top: number, bottom: number, scale: number): Drawing {
  const mid = (top + bottom) / 2;
  return (t) =>
    floorShadow(300, 400 + (bottom - mid) * scale + 6, 230) + placed(shoe(t), mid, 400, scale);
}

/** The pair: a second shoe set back and slightly shaded behind the first. */
function pairOf(shoe: Drawing, top: number, bottom: number, scale: number): Drawing {
  const mid = (top + bottom) / 2;
  return (t) =>
    floorShadow(300, 400 + (bottom - mid) * scale + 6, 240) +
    placed(`<g transform="translate(-46 -52)">${shoe(behind(t))}</g>`, mid, 400, scale * 0.92) +
    placed(shoe(t), mid - 40, 400, scale * 0.92);
}

function shoe(drawing: Drawing, top: number, bottom: number, scale: number): GarmentDrawings {
  return { front: single(drawing, top, bottom, scale), back: pairOf(drawing, top, bottom, scale) };
}

export const FOOTWEAR = {
  sneaker: shoe(sneakerShoe, 372, 562, 1.2),
  boot: shoe(bootShoe, 200, 580, 1.05),
  loafer: shoe(loaferShoe, 440, 550, 1.25),
  sandal: shoe(sandalShoe, 420, 552, 1.25),
} as const;
