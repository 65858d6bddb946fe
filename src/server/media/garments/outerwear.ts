/**
 * Outerwear and tailoring: coat, jacket and suit. One tailored body with notched lapels serves
 * all three; the coat is long, the jacket hip-length, and the suit is the jacket over trousers.
 */
import { circle, fill, fold, line, piece, placed, stitch } from '../draw/elements';
import { pair, symmetric } from '../draw/shape';
import type { Tones } from '../draw/tones';
import { trousersFront } from './bottoms';
import type { GarmentDrawings } from './drawing';

interface Cut {
  hemY: number;
  cuffY: number;
  buttons: readonly number[];
  pocketY: number;
}

const COAT: Cut = { hemY: 704, cuffY: 566, buttons: [384, 452, 520], pocketY: 520 };
const JACKET: Cut = { hemY: 560, cuffY: 548, buttons: [392, 456], pocketY: 470 };

function tailoredBody(cut: Cut, neckY: number): string {
  return symmetric(
    [300, neckY],
    [
      { q: [330, neckY], to: [352, 120] },
      { to: [430, 138] },
      { q: [468, 150], to: [474, 202] },
      { to: [498, cut.cuffY - 6] },
      { to: [454, cut.cuffY + 6] },
      { to: [440, 278] },
      { to: [450, cut.hemY] },
      { to: [300, cut.hemY] },
    ],
  );
}

const LAPEL_RIGHT = 'M352 120 L372 128 L382 178 L366 186 L398 206 L306 332 L336 152 Z';
const LAPEL_LEFT = 'M248 120 L228 128 L218 178 L234 186 L202 206 L294 332 L264 152 Z';

function tailoredFront(t: Tones, cut: Cut): string {
  return (
    fill('M352 120 L306 332 L294 332 L248 120 Q300 136 352 120 Z', t.deep) +
    piece(tailoredBody(cut, 150), t) +
    line(`M300 332 L300 ${cut.hemY}`, t.outline, 2) +
    piece(LAPEL_RIGHT, t) +
    piece(LAPEL_LEFT, t) +
    line('M372 128 L352 156 M228 128 L248 156', t.shade, 1.4, 0.8) +
    cut.buttons.map((y) => circle(316, y, 7, t.deep, t.outline)).join('') +
    piece(
      `M354 ${cut.pocketY} L418 ${cut.pocketY - 6} L420 ${cut.pocketY + 22} L356 ${cut.pocketY + 28} Z`,
      t,
    ) +
    piece(
      `M246 ${cut.pocketY} L182 ${cut.pocketY - 6} L180 ${cut.pocketY + 22} L244 ${cut.pocketY + 28} Z`,
      t,
    ) +
    line('M214 250 L262 246', t.shade, 3) +
    line(pair([430, 138], [{ q: [452, 220], to: [440, 278] }]), t.shade, 1.6, 0.6) +
    line(pair([496, cut.cuffY - 40], [{ to: [456, cut.cuffY - 30] }]), t.shade, 1.6, 0.6) +
    circle(478, cut.cuffY - 20, 3.5, t.deep) +
    circle(122, cut.cuffY - 20, 3.5, t.deep) +
    fold(pair([380, 280], [{ q: [396, 400], to: [384, cut.hemY - 30] }]), t, 5, 0.25)
  );
}

function tailoredBack(t: Tones, cut: Cut): string {
  return (
    piece(tailoredBody(cut, 128), t) +
    piece('M352 120 Q300 108 248 120 L246 146 Q300 134 354 146 Z', t) +
    line(`M300 140 L300 ${cut.hemY}`, t.shade, 2) +
    line(`M306 ${cut.hemY - 110} L306 ${cut.hemY}`, t.shade, 1.6) +
    line(pair([430, 138], [{ q: [452, 220], to: [440, 278] }]), t.shade, 1.6, 0.6) +
    line(pair([496, cut.cuffY - 40], [{ to: [456, cut.cuffY - 30] }]), t.shade, 1.6, 0.6) +
    stitch(pair([448, cut.hemY - 12], [{ to: [304, cut.hemY - 12] }]), t) +
    fold(pair([360, 220], [{ q: [376, 400], to: [366, cut.hemY - 40] }]), t, 5, 0.25)
  );
}

const coat: GarmentDrawings = {
  front: (t) => tailoredFront(t, COAT),
  back: (t) => tailoredBack(t, COAT),
};

/** The jacket is shorter: scaled up a little and centred in the frame. */
const jacket: GarmentDrawings = {
  front: (t) => placed(tailoredFront(t, JACKET), 340, 400, 1.1),
  back: (t) => placed(tailoredBack(t, JACKET), 340, 400, 1.1),
};

/** The suit: trousers, with the matching jacket over them. */
const suit: GarmentDrawings = {
  front: (t) =>
    placed(trousersFront(t), 130, 400, 0.62) + placed(tailoredFront(t, JACKET), 120, 70, 0.82),
  back: (t) =>
    placed(trousersFront(t), 130, 400, 0.62) + placed(tailoredBack(t, JACKET), 120, 70, 0.82),
};

export const OUTERWEAR = { coat, jacket, suit } as const;
