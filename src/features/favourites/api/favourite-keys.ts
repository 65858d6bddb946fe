import { personalQueryRoot } from '../../../shared/personal-data';

/**
 * Query keys of the favourites. The keys carry the shopper's favourite ids, so the root is
 * personal: never persisted, dropped on sign-out (src/shared/personal-data.ts).
 */
export const favouriteKeys = {
  all: personalQueryRoot('favourites'),
  /** the search records of favourite variants; `variantIds` sorted, so order is not identity */
  hits: (index: string, variantIds: readonly string[]) =>
    [...favouriteKeys.all, 'hits', index, variantIds] as const,
};
