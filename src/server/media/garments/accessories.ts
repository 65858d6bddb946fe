/**
 * Accessories: bag, backpack, scarf and belt. The second view is the back of the bag and
 * backpack, the scarf folded, and the belt laid out straight.
 */
import { floorShadow } from '../draw/frame';
import { circle, fill, fold, line, piece, stitch } from '../draw/elements';
import type { Tones } from '../draw/tones';
import type { GarmentDrawings } from './drawing';

const BRASS = '#c2a26a';
const BRASS_EDGE = '#8d7442';

const strap = (d: string, t: Tones, width: number) =>
  `<path d="${d}" fill="none" stroke="${t.outline}" stroke-width="${width + 5}" stroke-linecap="round"/>` +
  `<path d="${d}" fill="none" stroke="${t.base}" stroke-width="${width}" stroke-linecap="round"/>`;

const BAG_BODY = 'M170 300 L430 300 L456 616 Q456 640 432 640 L168 640 Q144 640 144 616 Z';

const bag: GarmentDrawings = {
  front: (t) =>
    floorShadow(300, 648, 200) +
    strap('M214 306 Q214 168 300 168 Q386 168 386 306', t, 16) +
    piece(BAG_BODY, t) +
    line('M168 330 L432 330', t.shade, 2) +
    stitch(
      'M176 312 L424 312 M164 352 L150 614 Q150 630 168 632 L432 632 Q450 630 450 614 L436 352',
      t,
    ) +
    line('M188 302 L196 338 M412 302 L404 338', t.shade, 1.6, 0.7) +
    `<rect x="284" y="318" width="32" height="26" rx="4" fill="${BRASS}" stroke="${BRASS_EDGE}" stroke-width="2"/>` +
    circle(214, 306, 7, BRASS, BRASS_EDGE) +
    circle(386, 306, 7, BRASS, BRASS_EDGE) +
    fold('M236 380 Q230 500 244 620', t, 8, 0.18),
  back: (t) =>
    floorShadow(300, 648, 200) +
    strap('M214 306 Q214 168 300 168 Q386 168 386 306', t, 16) +
    piece(BAG_BODY, t) +
    piece('M160 420 L440 420 L452 600 Q452 628 430 628 L170 628 Q148 628 148 600 Z', t, t.shade) +
    stitch('M162 430 L438 430', t) +
    line('M168 330 L432 330', t.shade, 2) +
    circle(214, 306, 7, BRASS, BRASS_EDGE) +
    circle(386, 306, 7, BRASS, BRASS_EDGE),
};

const PACK_BODY =
  'M184 236 Q184 182 236 172 L364 172 Q416 182 416 236 L428 612 Q428 650 392 650 L208 650 Q172 650 172 612 Z';

const backpack: GarmentDrawings = {
  front: (t) =>
    floorShadow(300, 656, 190) +
    strap('M272 174 Q272 132 300 132 Q328 132 328 174', t, 10) +
    piece(PACK_BODY, t) +
    line('M196 250 Q300 226 404 250', t.shade, 2.5) +
    circle(404, 250, 5, BRASS, BRASS_EDGE) +
    piece(
      'M206 430 Q206 410 228 408 L372 408 Q394 410 394 430 L396 600 Q396 622 374 622 L226 622 Q204 622 204 600 Z',
      t,
      t.shade,
    ) +
    line('M214 430 Q300 414 386 430', t.deep, 3) +
    fill('M364 426 L376 426 L378 454 L362 454 Z', BRASS) +
    stitch('M212 600 L388 600', t) +
    line('M184 300 L176 600 M416 300 L424 600', t.shade, 2, 0.6),
  back: (t) =>
    floorShadow(300, 656, 190) +
    strap('M272 174 Q272 132 300 132 Q328 132 328 174', t, 10) +
    piece(PACK_BODY, t) +
    piece('M212 250 L388 250 L394 540 L206 540 Z', t, t.shade) +
    line('M212 330 L388 330 M210 420 L390 420', t.deep, 1.6, 0.6) +
    strap('M252 200 Q220 340 230 460 Q236 560 214 622', t, 30) +
    strap('M348 200 Q380 340 370 460 Q364 560 386 622', t, 30) +
    stitch(
      'M252 212 Q222 340 232 460 Q238 560 218 612 M348 212 Q378 340 368 460 Q362 560 382 612',
      t,
    ),
};

/** Fringe: short strokes along the bottom of a scarf. */
function fringe(t: Tones, x1: number, x2: number, y: number, length = 34): string {
  let d = '';
  for (let x = x1; x <= x2; x += 7) d += `M${x} ${y} L${x + 2} ${y + length} `;
  return line(d.trim(), t.base, 3) + line(d.trim(), t.shade, 1, 0.6);
}

const scarf: GarmentDrawings = {
  front: (t) =>
    piece('M298 168 L392 176 L408 620 L318 620 Z', t, t.shade) +
    fringe(t, 322, 404, 620) +
    piece('M206 180 Q260 150 318 170 L300 656 L196 652 Z', t) +
    fringe(t, 200, 296, 654) +
    piece('M232 160 Q300 128 372 168 Q350 214 300 222 Q252 212 232 160 Z', t) +
    fold('M226 260 L212 630 M262 240 L252 640', t, 3, 0.3) +
    line('M240 172 Q300 204 362 174', t.shade, 2, 0.6),
  back: (t) =>
    piece('M150 470 L450 470 L456 560 L144 560 Z', t, t.shade) +
    piece('M156 380 L444 380 L450 470 L150 470 Z', t) +
    piece('M162 290 L438 290 L444 380 L156 380 Z', t, t.light) +
    fringe(t, 146, 454, 560, 40) +
    line('M162 290 L156 380 L150 470 L144 560', t.outline, 2) +
    fold('M200 320 L440 320 M200 410 L444 410 M200 500 L448 500', t, 2, 0.25),
};

const belt: GarmentDrawings = {
  front: (t) =>
    `<ellipse cx="300" cy="430" rx="184" ry="130" fill="none" stroke="${t.outline}" stroke-width="46"/>` +
    `<ellipse cx="300" cy="430" rx="184" ry="130" fill="none" stroke="${t.base}" stroke-width="40"/>` +
    `<ellipse cx="300" cy="430" rx="184" ry="130" fill="none" stroke="url(#sheen)" stroke-width="40"/>` +
    `<ellipse cx="300" cy="430" rx="200" ry="146" fill="none" stroke="${t.stitch}" stroke-width="1.4" stroke-dasharray="5 4"/>` +
    `<ellipse cx="300" cy="430" rx="168" ry="114" fill="none" stroke="${t.stitch}" stroke-width="1.4" stroke-dasharray="5 4"/>` +
    `<ellipse cx="300" cy="430" rx="124" ry="84" fill="none" stroke="${t.outline}" stroke-width="46"/>` +
    `<ellipse cx="300" cy="430" rx="124" ry="84" fill="none" stroke="${t.shade}" stroke-width="40"/>` +
    `<rect x="254" y="272" width="92" height="62" rx="12" fill="none" stroke="${BRASS_EDGE}" stroke-width="13"/>` +
    `<rect x="254" y="272" width="92" height="62" rx="12" fill="none" stroke="${BRASS}" stroke-width="9"/>` +
    line('M300 274 L300 332', BRASS, 6),
  back: (t) =>
    `<g transform="rotate(-24 300 420)">` +
    piece('M96 394 L470 394 Q520 394 536 420 Q520 446 470 446 L96 446 Z', t) +
    stitch('M100 402 L470 402 Q512 402 526 420 Q512 438 470 438 L100 438', t) +
    [390, 420, 450, 480].map((x) => circle(x, 420, 4.5, t.deep)).join('') +
    piece('M150 386 L176 386 L176 454 L150 454 Z', t, t.shade) +
    `<rect x="56" y="374" width="84" height="92" rx="14" fill="none" stroke="${BRASS_EDGE}" stroke-width="13"/>` +
    `<rect x="56" y="374" width="84" height="92" rx="14" fill="none" stroke="${BRASS}" stroke-width="9"/>` +
    line('M98 420 L140 420', BRASS, 6) +
    `</g>`,
};

export const ACCESSORIES = { bag, backpack, scarf, belt } as const;
