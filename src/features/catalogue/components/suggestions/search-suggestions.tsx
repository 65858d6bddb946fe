import { useEffect, useMemo, type MouseEvent } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import { visuallyHidden } from '../../../../platform/ui/visually-hidden';
import { SUGGESTION_DEBOUNCE_MS } from '../../../../shared/constants';
import { useSuggestions } from '../../api/suggestions-query';
import { sanitiseSearchQuery } from '../../logic/sanitise-query';
import { ProductSuggestion } from './product-suggestion';
import {
  groupClass,
  groupTitleClass,
  optionClass,
  panelClass,
  productListClass,
} from './search-suggestions.styles';
import {
  suggestionOptions,
  type ProductSuggestionOption,
  type SuggestionOption,
} from '../../logic/suggestion-options';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

export interface SearchSuggestionsProps {
  /** the text in the search box, as typed */
  text: string;
  /** id of the listbox (the search box's aria-controls) */
  listboxId: string;
  /** id of the option the keyboard is on, if any */
  activeId: string | undefined;
  /** called whenever the options change, so the search box can move through them by key */
  onOptionsChange: (options: SuggestionOption[]) => void;
  /** a pointer chose an option */
  onPick: (option: SuggestionOption) => void;
}

/**
 * The suggestions under a search box: a listbox of popular searches (empty box) or query
 * completions plus three products (typed text), fetched 300 ms after typing stops. Focus stays in
 * the box; the keyboard's position is the box's aria-activedescendant.
 */
export function SearchSuggestions({
  text,
  listboxId,
  activeId,
  onOptionsChange,
  onPick,
}: SearchSuggestionsProps) {
  const t = useT();
  const settled = useDebouncedValue(sanitiseSearchQuery(text), SUGGESTION_DEBOUNCE_MS);
  const { mode, queries, products } = useSuggestions(settled, true);
  const options = useMemo(
    () => suggestionOptions(listboxId, mode, queries, products),
    [listboxId, mode, queries, products],
  );
  const signature = options.map((option) => `${option.id}|${option.href}`).join('\n');
  useEffect(() => onOptionsChange(options), [signature]); // eslint-disable-line react-hooks/exhaustive-deps

  const searches = options.filter((option) => option.kind !== 'product');
  const productOptions = options.filter(
    (option): option is ProductSuggestionOption => option.kind === 'product',
  );
  const searchesTitle =
    mode === 'popular' ? t('WEB.SEARCH.SUGGESTIONS.POPULAR') : t('WEB.SEARCH.SUGGESTIONS.QUERIES');
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  return (
    <>
      <span role="status" className={visuallyHidden}>
        {options.length > 0 ? t('WEB.SEARCH.SUGGESTIONS.COUNT', { count: options.length }) : ''}
      </span>
      <div className={panelClass} hidden={options.length === 0}>
        <div role="listbox" id={listboxId} aria-label={t('WEB.SEARCH.SUGGESTIONS.LABEL')}>
          {searches.length > 0 && (
            <div role="group" aria-labelledby={`${listboxId}-searches`} className={groupClass}>
              <div role="presentation" id={`${listboxId}-searches`} className={groupTitleClass}>
                {searchesTitle}
              </div>
              {searches.map((option) => (
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={option.id === activeId}
                  className={optionClass}
                  onMouseDown={keepFocus}
                  onClick={() => onPick(option)}
                >
                  {option.label}
                </div>
              ))}
            </div>
          )}
          {productOptions.length > 0 && (
            <div role="group" aria-labelledby={`${listboxId}-products`} className={groupClass}>
              <div role="presentation" id={`${listboxId}-products`} className={groupTitleClass}>
                {t('WEB.SEARCH.SUGGESTIONS.PRODUCTS')}
              </div>
              <div className={productListClass}>
                {productOptions.map((option) => (
                  <ProductSuggestion
                    key={option.id}
                    option={option}
                    active={option.id === activeId}
                    onMouseDown={keepFocus}
                    onPick={onPick}
                  />
                ))}
              </div>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
