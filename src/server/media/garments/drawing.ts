import type { Tones } from '../draw/tones';

/** Draws one view of a garment in the 600 × 800 canvas, tinted by `t`. */
export type Drawing = (t: Tones) => string;

/** The front view and the back (or detail) view of a garment kind. */
export interface GarmentDrawings {
  front: Drawing;
  back: Drawing;
}
