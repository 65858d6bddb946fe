import type { MouseEvent } from 'react';
import { ProductPrice } from '../../../../platform/ui/price/product-price';
import {
  optionClass,
  productBrandClass,
  productImageClass,
  productNameClass,
  productOptionClass,
  productTextClass,
} from './search-suggestions.styles';
import type { ProductSuggestionOption, SuggestionOption } from '../../logic/suggestion-options';

export interface ProductSuggestionProps {
  option: ProductSuggestionOption;
  active: boolean;
  onMouseDown: (event: MouseEvent) => void;
  onPick: (option: SuggestionOption) => void;
}

/** A product row of the suggestions: thumbnail, brand, name and price; choosing opens the product. */
export function ProductSuggestion({ option, active, onMouseDown, onPick }: ProductSuggestionProps) {
  const { hit } = option;
  return (
    <div
      id={option.id}
      role="option"
      aria-selected={active}
      className={`${optionClass} ${productOptionClass}`}
      onMouseDown={onMouseDown}
      onClick={() => onPick(option)}
    >
      <img
        className={productImageClass}
        src={hit.mainImage}
        alt=""
        width={60}
        height={80}
        loading="lazy"
        decoding="async"
      />
      <span className={productTextClass}>
        <span className={productBrandClass}>{hit.brand.name}</span>
        <span className={productNameClass}>{hit.name}</span>
        <ProductPrice list={hit.price.list} sale={hit.price.sale} currency={hit.price.currency} />
      </span>
    </div>
  );
}
