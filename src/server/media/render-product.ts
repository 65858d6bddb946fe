/**
 * Renders a product image: one garment kind, one colour, one view. Pure and fast (string
 * building only), so the route can render on demand and let HTTP caching do the rest.
 */
import { productFrame } from './draw/frame';
import { tonesFor } from './draw/tones';
import type { GarmentKind, ImageView } from '../../shared/media/garment-kinds';
import { GARMENT_DRAWINGS } from './garments';

/** `hex6`: six lower-case hex digits, no "#" (as in the URL). */
export function renderProductImage(kind: GarmentKind, hex6: string, view: ImageView): string {
  const tones = tonesFor(hex6);
  return productFrame(GARMENT_DRAWINGS[kind][view](tones), `${kind} ${view}`);
}
