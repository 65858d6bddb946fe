/**
 * The dress: a sleeveless V-neck bodice with a seamed waist and a flared skirt; the back has
 * a higher neck and a zip.
 */
import { fill, fold, line, piece, stitch } from '../draw/elements';
import { pair, symmetric, type Pt } from '../draw/shape';
import type { Tones } from '../draw/tones';
import type { GarmentDrawings } from './drawing';

function dressBody(neck: Pt, vNeck: boolean): string {
  return symmetric(neck, [
    vNeck ? { to: [336, 126] } : { q: [326, neck[1]], to: [336, 126] },
    { to: [366, 122] },
    { q: [372, 196], to: [404, 236] },
    { q: [388, 300], to: [378, 340] },
    { q: [424, 520], to: [472, 704] },
    { q: [386, 722], to: [300, 722] },
  ]);
}

const skirtFolds = (t: Tones) =>
  [
    pair([326, 352], [{ q: [334, 520], to: [346, 714] }]),
    pair([352, 350], [{ q: [380, 520], to: [404, 706] }]),
    'M300 352 L300 720',
  ]
    .map((d) => fold(d, t, 5, 0.35))
    .join('');

const waistSeam = (t: Tones) => line('M222 340 Q300 350 378 340', t.shade, 2.2);

export const DRESS: GarmentDrawings = {
  front: (t) =>
    fill('M336 126 L300 222 L264 126 Q300 142 336 126 Z', t.deep) +
    piece(dressBody([300, 222], true), t) +
    waistSeam(t) +
    line(pair([300, 236], [{ q: [316, 290], to: [318, 340] }]), t.shade, 1.5, 0.6) +
    skirtFolds(t) +
    stitch('M132 694 Q300 734 468 694', t),
  back: (t) =>
    piece(dressBody([300, 148], false), t) +
    waistSeam(t) +
    line('M300 150 L300 420', t.deep, 2.5) +
    fill('M296 148 L304 148 L304 160 L296 160 Z', '#b8b2a8') +
    skirtFolds(t) +
    stitch('M132 694 Q300 734 468 694', t),
};
