import { useCallback, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { SWATCH_LIMIT } from '../../../shared/constants';
import { AVAILABILITY, isOrderable } from '../../../shared/domain/availability';
import type { ColourOption } from '../../../shared/domain/product';
import type { ListedProductHit } from '../../../shared/search/listed-attributes';
import { cardLink, variantIdOf } from '../logic/card-link';

export interface ProductCardState {
  /** the colour the card shows (undefined only for a record without colour options) */
  selected: ColourOption | undefined;
  /** swatches to show: orderable colours, at most SWATCH_LIMIT, always including the selected */
  swatches: ColourOption[];
  /** orderable colours beyond the swatches ("+N") */
  moreColours: number;
  /** link to the product page for the selected colour (spec §2 product card link) */
  href: string;
  /** search record id of the chosen colour, for favourites */
  variantId: string;
  image: string;
  secondaryImage: string;
  colourName: string;
  handleSelectColour: (slug: string) => void;
  /** back to the record's own colour (spec §4: when the campaign state key changes) */
  handleResetColour: () => void;
}

/** Spec §5: the variant list hides colours that cannot be ordered. */
function orderableColours(hit: ListedProductHit): ColourOption[] {
  return hit.options.filter(
    (option) => option.slug === hit.color.slug || isOrderable(AVAILABILITY[option.availability]),
  );
}

function visibleSwatches(
  colours: ColourOption[],
  selectedSlug: string,
  limit: number,
): ColourOption[] {
  const visible = colours.slice(0, Math.max(1, limit));
  const selected = colours.find((c) => c.slug === selectedSlug);
  if (selected && !visible.includes(selected) && visible.length > 0) {
    visible[visible.length - 1] = selected;
  }
  return visible;
}

/**
 * Talon of the product card: which colour is chosen and what follows from it (image, link,
 * swatch state). The card starts on the record's own colour; a grid keys cards by objectID, so a
 * new record starts a new card.
 */
export function useProductCard(
  hit: ListedProductHit,
  swatchLimit = SWATCH_LIMIT,
): ProductCardState {
  const [selectedSlug, setSelectedSlug] = useState(hit.color.slug);
  const colours = useMemo(() => orderableColours(hit), [hit]);
  const selected =
    colours.find((c) => c.slug === selectedSlug) ??
    hit.options.find((c) => c.slug === hit.color.slug);
  const swatches = useMemo(
    () => visibleSwatches(colours, selectedSlug, swatchLimit),
    [colours, selectedSlug, swatchLimit],
  );
  const handleSelectColour = useCallback((slug: string) => setSelectedSlug(slug), []);
  const firstColour = hit.color.slug;
  const handleResetColour = useCallback(() => setSelectedSlug(firstColour), [firstColour]);
  const pageHasSku = new URLSearchParams(useSearch()).has('sku');
  return {
    selected,
    swatches,
    moreColours: Math.max(0, colours.length - swatches.length),
    href: cardLink(hit, selected, pageHasSku),
    variantId: variantIdOf(hit, selected),
    image: selected?.mainImage || hit.mainImage,
    secondaryImage: selected ? selected.secondaryImage : hit.secondaryImage,
    colourName: selected?.color.name ?? hit.color.name,
    handleSelectColour,
    handleResetColour,
  };
}
