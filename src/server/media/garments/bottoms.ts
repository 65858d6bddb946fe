/**
 * Bottoms: trousers, jeans, shorts and skirt, laid flat, front and back.
 */
import { circle, fill, fold, line, piece, placed, stitch } from '../draw/elements';
import { mirrored, pair, path, symmetric } from '../draw/shape';
import type { Tones } from '../draw/tones';
import type { GarmentDrawings } from './drawing';

const WAIST_TOP = 130;
const WAIST_BOTTOM = 162;

/** Legs from the waistband down to `hemY`; `hemOuter`/`hemInner` set the leg width. */
function legs(hemY: number, hemOuter: number, hemInner: number, crotchY = 300): string {
  return symmetric(
    [300, WAIST_TOP],
    [
      { to: [396, WAIST_TOP] },
      { to: [398, WAIST_BOTTOM] },
      { q: [420, 250], to: [424, 340] },
      { to: [hemOuter, hemY] },
      { to: [hemInner, hemY] },
      { q: [310, crotchY + 60], to: [304, crotchY + 10] },
      { q: [301, crotchY], to: [300, crotchY] },
    ],
  );
}

const waistband = (t: Tones) =>
  line(`M204 ${WAIST_BOTTOM} L396 ${WAIST_BOTTOM}`, t.shade, 2) +
  stitch(`M206 ${WAIST_BOTTOM - 6} L394 ${WAIST_BOTTOM - 6}`, t, 1.2) +
  [236, 300, 364]
    .map((x) => line(`M${x} ${WAIST_TOP - 2} L${x} ${WAIST_BOTTOM + 6}`, t.shade, 7, 0.5))
    .join('');

const crease = (t: Tones, hemY: number, x: number) =>
  fold(pair([360, 180], [{ to: [x, hemY - 6] }]), t, 3, 0.45);

const trousers: GarmentDrawings = {
  front: (t) =>
    piece(legs(690, 446, 322), t) +
    waistband(t) +
    stitch(`M318 ${WAIST_BOTTOM} L318 236 Q318 258 302 264`, t) +
    line(pair([372, WAIST_BOTTOM], [{ q: [386, 210], to: [414, 236] }]), t.shade, 2) +
    crease(t, 690, 384) +
    stitch(pair([445, 678], [{ to: [323, 678] }]), t),
  back: (t) =>
    piece(legs(690, 446, 322), t) +
    waistband(t) +
    line(pair([328, 210], [{ to: [380, 210] }]), t.shade, 3) +
    line(pair([332, 216], [{ to: [376, 216] }]), t.shade, 1.2, 0.7) +
    line(pair([352, WAIST_BOTTOM], [{ to: [354, 196] }]), t.shade, 1.5, 0.7) +
    crease(t, 690, 384) +
    stitch(pair([445, 678], [{ to: [323, 678] }]), t),
};

/** Jeans keep the classic copper topstitching and rivets, whatever the wash. */
const COPPER = '#c9974a';
const copperStitch = (d: string) =>
  `<path d="${d}" fill="none" stroke="${COPPER}" stroke-width="1.6" stroke-dasharray="5 3" stroke-linecap="round"/>`;

const jeans: GarmentDrawings = {
  front: (t) =>
    piece(legs(694, 424, 326), t) +
    line(`M204 ${WAIST_BOTTOM} L396 ${WAIST_BOTTOM}`, t.shade, 2) +
    copperStitch(`M206 ${WAIST_BOTTOM - 6} L394 ${WAIST_BOTTOM - 6}`) +
    copperStitch(`M318 ${WAIST_BOTTOM} L318 240 Q318 262 302 268`) +
    line(pair([352, WAIST_BOTTOM], [{ q: [360, 214], to: [408, 222] }]), t.shade, 2.2) +
    copperStitch(
      `${path([348, WAIST_BOTTOM], [{ q: [356, 220], to: [409, 230] }], false)} ${mirrored([348, WAIST_BOTTOM], [{ q: [356, 220], to: [409, 230] }])}`,
    ) +
    copperStitch('M372 168 L396 168 L396 196') +
    [
      circle(409, 224, 3.5, COPPER),
      circle(191, 224, 3.5, COPPER),
      circle(300, 146, 6, '#b8b2a8', '#7c766c'),
    ].join('') +
    [236, 364]
      .map((x) => line(`M${x} ${WAIST_TOP - 2} L${x} ${WAIST_BOTTOM + 6}`, t.shade, 7, 0.5))
      .join('') +
    fold(path([380, 420], [{ q: [392, 440], to: [406, 436] }], false), t, 4, 0.4) +
    fold(path([220, 420], [{ q: [208, 440], to: [194, 436] }], false), t, 4, 0.4) +
    copperStitch(pair([423, 682], [{ to: [327, 682] }])),
  back: (t) =>
    piece(legs(694, 424, 326), t) +
    line(`M204 ${WAIST_BOTTOM} L396 ${WAIST_BOTTOM}`, t.shade, 2) +
    copperStitch(`M206 ${WAIST_BOTTOM - 6} L394 ${WAIST_BOTTOM - 6}`) +
    line('M200 212 L300 232 L400 212', t.shade, 2) +
    copperStitch('M200 220 L300 240 L400 220') +
    piece('M326 250 L392 244 L390 320 L360 336 L330 322 Z', t) +
    piece('M274 250 L208 244 L210 320 L240 336 L270 322 Z', t) +
    copperStitch('M332 258 L386 253 L384 314 L360 327 L336 316 Z') +
    copperStitch('M268 258 L214 253 L216 314 L240 327 L264 316 Z') +
    fill('M340 134 L384 134 L384 154 L340 154 Z', '#8a6a4a') +
    copperStitch(pair([423, 682], [{ to: [327, 682] }])),
};

/** Shorts are short: drawn at 1.3× and centred so they fill the frame like the rest. */
const shorts: GarmentDrawings = {
  front: (t) => placed(shortsFront(t), 280, 400, 1.3),
  back: (t) => placed(shortsBack(t), 280, 400, 1.3),
};

const shortsFront = (t: Tones) =>
  piece(legs(430, 440, 316, 300), t) +
  waistband(t) +
  stitch(`M318 ${WAIST_BOTTOM} L318 236 Q318 258 302 264`, t) +
  line(pair([372, WAIST_BOTTOM], [{ q: [386, 210], to: [414, 236] }]), t.shade, 2) +
  line(pair([436, 400], [{ to: [318, 400] }]), t.shade, 2) +
  stitch(pair([437, 420], [{ to: [317, 420] }]), t) +
  fold(pair([362, 180], [{ to: [376, 396] }]), t, 3, 0.4);

const shortsBack = (t: Tones) =>
  piece(legs(430, 440, 316, 300), t) +
  waistband(t) +
  line(pair([328, 212], [{ to: [380, 212] }]), t.shade, 3) +
  line(pair([436, 400], [{ to: [318, 400] }]), t.shade, 2) +
  stitch(pair([437, 420], [{ to: [317, 420] }]), t);

function skirtBody(): string {
  return symmetric(
    [300, 150],
    [
      { to: [372, 150] },
      { to: [374, 182] },
      { q: [430, 420], to: [470, 660] },
      { q: [386, 684], to: [300, 684] },
    ],
  );
}

const skirtPleats = (t: Tones) =>
  [
    pair([330, 190], [{ q: [336, 420], to: [348, 678] }]),
    pair([356, 190], [{ q: [376, 420], to: [400, 672] }]),
    'M300 190 L300 682',
  ]
    .map((d) => fold(d, t, 4, 0.4))
    .join('');

const skirt: GarmentDrawings = {
  front: (t) =>
    piece(skirtBody(), t) +
    line('M226 182 L374 182', t.shade, 2) +
    stitch('M230 176 L370 176', t, 1.2) +
    skirtPleats(t) +
    stitch('M142 662 Q300 700 458 662', t),
  back: (t) =>
    piece(skirtBody(), t) +
    line('M226 182 L374 182', t.shade, 2) +
    line('M300 150 L300 330', t.deep, 2.5) +
    fill('M296 150 L304 150 L304 160 L296 160 Z', '#b8b2a8') +
    skirtPleats(t) +
    stitch('M142 662 Q300 700 458 662', t),
};

/** The trousers' front, reused under the suit jacket. */
export const trousersFront = trousers.front;

export const BOTTOMS = { trousers, jeans, shorts, skirt } as const;
