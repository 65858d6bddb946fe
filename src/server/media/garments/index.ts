/** Every garment kind's drawings. The Record type makes a missing kind a compile error. */
import type { GarmentKind } from '../../../shared/media/garment-kinds';
import { ACCESSORIES } from './accessories';
import type { GarmentDrawings } from './drawing';
import { BOTTOMS } from './bottoms';
import { DRESS } from './dress';
import { FOOTWEAR } from './footwear';
import { OUTERWEAR } from './outerwear';
import { TOPS } from './tops';

export const GARMENT_DRAWINGS: Record<GarmentKind, GarmentDrawings> = {
  ...TOPS,
  ...BOTTOMS,
  dress: DRESS,
  ...OUTERWEAR,
  ...FOOTWEAR,
  ...ACCESSORIES,
};
