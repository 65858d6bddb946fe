/**
 * Tops: T-shirt, blouse-style top, shirt, jumper and cardigan, drawn flat as if laid on a
 * table, front and back.
 */
import { fill, fold, line, piece, stitch, circle } from '../draw/elements';
import { pair, path, symmetric, type Pt } from '../draw/shape';
import type { Tones } from '../draw/tones';
import type { GarmentDrawings } from './drawing';

/** Short-sleeved body shared by the T-shirt's views; `neckY` sets the neckline depth. */
function teeBody(neckY: number): string {
  return symmetric(
    [300, neckY],
    [
      { q: [338, neckY - 2], to: [354, 128] },
      { to: [418, 142] },
      { q: [470, 156], to: [508, 218] },
      { to: [464, 292] },
      { to: [426, 266] },
      { q: [430, 450], to: [434, 642] },
      { q: [370, 650], to: [300, 648] },
    ],
  );
}

const neckInterior = (t: Tones, frontY: number) =>
  fill(
    `M354 128 Q338 ${frontY - 2} 300 ${frontY} Q262 ${frontY - 2} 246 128 Q300 150 354 128 Z`,
    t.deep,
  );

const tshirt: GarmentDrawings = {
  front: (t) =>
    neckInterior(t, 176) +
    piece(teeBody(176), t) +
    line(pair([344, 133], [{ q: [332, 164], to: [300, 165] }]), t.shade, 2.5) +
    stitch(pair([497, 212], [{ to: [455, 282] }]), t) +
    line(pair([418, 142], [{ q: [412, 210], to: [426, 266] }]), t.shade, 2, 0.6) +
    stitch(pair([432, 630], [{ q: [368, 637], to: [300, 636] }]), t) +
    fold(path([352, 320], [{ q: [372, 430], to: [350, 560] }], false), t) +
    fold(path([250, 360], [{ q: [236, 470], to: [262, 600] }], false), t, 5, 0.25),
  back: (t) =>
    piece(teeBody(142), t) +
    line(pair([354, 128], [{ q: [338, 142], to: [300, 142] }]), t.shade, 2.5) +
    stitch(pair([497, 212], [{ to: [455, 282] }]), t) +
    line(pair([418, 142], [{ q: [412, 210], to: [426, 266] }]), t.shade, 2, 0.6) +
    stitch(pair([432, 630], [{ q: [368, 637], to: [300, 636] }]), t) +
    fold(path([330, 260], [{ q: [350, 420], to: [320, 580] }], false), t, 6, 0.25),
};

/** Long-sleeved loose body for the blouse; the front has a V neck. */
function blouseBody(neck: Pt): string {
  return symmetric(neck, [
    { to: [350, 128] },
    { to: [410, 138] },
    { q: [450, 148], to: [464, 200] },
    { q: [492, 380], to: [502, 516] },
    { to: [456, 526] },
    { q: [446, 380], to: [430, 282] },
    { q: [438, 470], to: [446, 612] },
    { q: [372, 630], to: [300, 628] },
  ]);
}

const cuffs = (t: Tones) =>
  piece(
    symmetric(
      [478, 520],
      [{ to: [503, 514] }, { to: [506, 556] }, { to: [460, 566] }, { to: [456, 526] }],
      478,
    ),
    t,
  ) +
  piece(
    symmetric(
      [122, 520],
      [{ to: [97, 514] }, { to: [94, 556] }, { to: [140, 566] }, { to: [144, 526] }],
      122,
    ),
    t,
  ) +
  line(pair([470, 526], [{ to: [472, 560] }]), t.shade, 1.5) +
  line(pair([488, 522], [{ to: [490, 557] }]), t.shade, 1.5);

const top: GarmentDrawings = {
  front: (t) =>
    fill('M350 128 L300 246 L250 128 Q300 146 350 128 Z', t.deep) +
    piece(blouseBody([300, 246]), t) +
    cuffs(t) +
    line(pair([343, 134], [{ to: [300, 236] }]), t.shade, 2) +
    fold(path([360, 300], [{ q: [380, 440], to: [356, 590] }], false), t) +
    fold(path([242, 330], [{ q: [226, 470], to: [252, 600] }], false), t, 5, 0.25) +
    fold(path([476, 300], [{ q: [486, 400], to: [482, 500] }], false), t, 4, 0.3),
  back: (t) =>
    piece(blouseBody([300, 140]), t) +
    cuffs(t) +
    line(pair([350, 128], [{ q: [336, 140], to: [300, 140] }]), t.shade, 2.5) +
    line('M300 142 L300 196', t.shade, 2) +
    circle(300, 150, 4, t.light, t.outline) +
    fold(path([334, 260], [{ q: [356, 420], to: [326, 590] }], false), t, 6, 0.25),
};

/** Straight shirt body with a curved shirt-tail hem. */
function shirtBody(): string {
  return symmetric(
    [300, 150],
    [
      { q: [330, 150], to: [352, 124] },
      { to: [420, 140] },
      { q: [454, 150], to: [466, 194] },
      { to: [500, 512] },
      { to: [458, 522] },
      { to: [438, 292] },
      { to: [440, 590] },
      { c1: [440, 650], c2: [360, 672], to: [300, 672] },
    ],
  );
}

const shirtCuffs = (t: Tones) =>
  line(pair([494, 470], [{ to: [455, 478] }]), t.shade, 2) +
  stitch(pair([496, 500], [{ to: [457, 509] }]), t) +
  circle(475, 490, 4, t.light, t.outline) +
  circle(125, 490, 4, t.light, t.outline);

const buttons = (t: Tones, ys: readonly number[]) =>
  ys.map((y) => circle(300, y, 5, t.light, t.outline)).join('');

const shirt: GarmentDrawings = {
  front: (t) =>
    piece(shirtBody(), t) +
    shirtCuffs(t) +
    line('M288 172 L288 668 M312 172 L312 668', t.shade, 1.6) +
    buttons(t, [206, 272, 338, 404, 470, 536, 602]) +
    stitch('M338 238 L388 238 L388 298 Q363 308 338 298 Z', t) +
    line(pair([420, 140], [{ q: [442, 220], to: [438, 292] }]), t.shade, 1.6, 0.7) +
    fill('M352 122 Q300 104 248 122 L262 142 Q300 130 338 142 Z', t.shade) +
    piece('M352 122 L380 140 L338 206 L302 170 Z', t) +
    piece('M248 122 L220 140 L262 206 L298 170 Z', t) +
    line('M354 134 L340 196 M246 134 L260 196', t.shade, 1.2, 0.6) +
    fold(path([380, 330], [{ q: [396, 460], to: [372, 600] }], false), t, 5, 0.3),
  back: (t) =>
    piece(shirtBody(), t) +
    shirtCuffs(t) +
    piece('M352 124 Q300 110 248 124 L252 142 Q300 130 348 142 Z', t) +
    line('M160 206 Q300 222 440 206', t.shade, 2) +
    stitch('M160 214 Q300 230 440 214', t) +
    line('M286 218 L290 300 M314 218 L310 300', t.shade, 1.6, 0.8) +
    line(pair([420, 140], [{ q: [442, 220], to: [438, 292] }]), t.shade, 1.6, 0.7) +
    fold(path([360, 330], [{ q: [380, 470], to: [350, 620] }], false), t, 6, 0.25),
};

/** Jumper and cardigan body: dropped shoulders, long sleeves, ribbed cuffs and hem. */
function knitBody(neckY: number, vNeck = false): string {
  return symmetric(
    [300, neckY],
    [
      vNeck ? { to: [354, 124] } : { q: [336, neckY], to: [354, 124] },
      { to: [422, 142] },
      { q: [462, 160], to: [472, 216] },
      { q: [494, 400], to: [500, 540] },
      { to: [502, 592] },
      { to: [456, 594] },
      { to: [455, 545] },
      { q: [448, 380], to: [432, 268] },
      { to: [436, 564] },
      { to: [438, 634] },
      { q: [370, 638], to: [300, 638] },
    ],
  );
}

/** Vertical rib lines across a band. */
function rib(t: Tones, x1: number, x2: number, y1: number, y2: number, step = 9): string {
  let d = '';
  for (let x = x1; x <= x2; x += step) d += `M${x} ${y1} L${x} ${y2} `;
  return line(d.trim(), t.shade, 1.6, 0.8);
}

const knitBands = (t: Tones) =>
  line(pair([436, 564], [{ q: [370, 570], to: [300, 570] }]), t.shade, 2) +
  rib(t, 170, 430, 574, 630) +
  line(pair([500, 545], [{ to: [455, 547] }]), t.shade, 2) +
  rib(t, 462, 496, 552, 588, 8) +
  rib(t, 104, 138, 552, 588, 8);

const cable = (t: Tones, x: number) => {
  let d = `M${x} 190`;
  for (let y = 190; y < 540; y += 40) d += ` q 14 10 0 20 q -14 10 0 20`;
  return line(d, t.shade, 3, 0.55);
};

const knit: GarmentDrawings = {
  front: (t) =>
    neckInterior(t, 168) +
    piece(knitBody(168), t) +
    knitBands(t) +
    line(pair([346, 130], [{ q: [332, 158], to: [300, 158] }]), t.shade, 2) +
    rib(t, 296, 304, 160, 166, 8) +
    cable(t, 300) +
    cable(t, 362) +
    cable(t, 238) +
    line(pair([422, 142], [{ q: [440, 210], to: [432, 268] }]), t.shade, 1.6, 0.6),
  back: (t) =>
    piece(knitBody(140), t) +
    knitBands(t) +
    line(pair([354, 124], [{ q: [336, 134], to: [300, 134] }]), t.shade, 2) +
    line(pair([422, 142], [{ q: [440, 210], to: [432, 268] }]), t.shade, 1.6, 0.6) +
    fold(path([330, 250], [{ q: [350, 400], to: [324, 540] }], false), t, 6, 0.25),
};

const cardigan: GarmentDrawings = {
  front: (t) =>
    fill('M354 124 L300 330 L246 124 Q300 140 354 124 Z', t.deep) +
    piece(knitBody(330, true), t) +
    knitBands(t) +
    line('M300 330 L300 636', t.outline, 2) +
    line(pair([354, 124], [{ to: [300, 330] }]), t.shade, 2) +
    line(pair([338, 130], [{ to: [300, 300] }]), t.shade, 1.4, 0.7) +
    ['M318 332 L318 636', 'M282 332 L282 636'].map((d) => line(d, t.shade, 1.4, 0.7)).join('') +
    buttons(t, [356, 410, 464, 518]) +
    stitch('M336 440 L392 440 L392 500 L336 500 Z', t) +
    stitch('M208 440 L264 440 L264 500 L208 500 Z', t) +
    line(pair([422, 142], [{ q: [440, 210], to: [432, 268] }]), t.shade, 1.6, 0.6),
  back: knit.back,
};

export const TOPS = { tshirt, top, shirt, knit, cardigan } as const;
