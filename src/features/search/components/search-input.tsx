import { Icon } from '../../../platform/ui/icon';
import { useT } from '../../../platform/i18n/i18n-context';
import { visuallyHidden } from '../../../platform/ui/visually-hidden';
import { formClass, inlineButtonClass, inputClass } from './search-input.styles';
import { SearchSuggestionsPanel } from './search-suggestions-panel';
import { useSearchInput } from '../hooks/use-search-input';

export interface SearchInputProps {
  /** element id of the input; two search boxes on one page need different ids */
  id?: string;
  /** "header" grows on focus on desktop; "page" fills its container */
  variant?: 'header' | 'page';
  /** id of a visible text naming this search landmark; two search landmarks need two names */
  labelledBy?: string;
}

/**
 * The site search box: a search landmark with a labelled input, clear and submit buttons. The
 * input is a combobox whose listbox of suggestions shows while the box is expanded.
 */
export function SearchInput({
  id = 'site-search',
  variant = 'header',
  labelledBy,
}: SearchInputProps) {
  const t = useT();
  const {
    query,
    expanded,
    canClear,
    maxLength,
    formRef,
    inputRef,
    options,
    activeOption,
    setOptions,
    handlePick,
    handleChange,
    handleFocus,
    handleClear,
    handleKeyDown,
    handleSubmit,
  } = useSearchInput();
  const listboxId = `${id}-suggestions`;
  const open = expanded && options.length > 0;
  return (
    <form
      className={formClass}
      ref={formRef}
      role="search"
      aria-label={labelledBy ? undefined : t('WEB.SEARCH.LABEL')}
      aria-labelledby={labelledBy}
      data-variant={variant}
      data-expanded={expanded}
      onSubmit={handleSubmit}
      noValidate
    >
      <label htmlFor={id} className={visuallyHidden}>
        {t('WEB.SEARCH.LABEL')}
      </label>
      <button className={inlineButtonClass} type="submit" aria-label={t('WEB.SEARCH.SUBMIT')}>
        <Icon name="search" size={20} />
      </button>
      <input
        className={inputClass}
        ref={inputRef}
        id={id}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open ? activeOption?.id : undefined}
        name="query"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('WEB.SEARCH.PLACEHOLDER')}
        maxLength={maxLength}
        value={query}
        onChange={(event) => handleChange(event.target.value)}
        onFocus={handleFocus}
        onKeyDown={handleKeyDown}
      />
      {canClear ? (
        <button
          className={inlineButtonClass}
          type="button"
          aria-label={t('WEB.SEARCH.CLEAR')}
          onClick={handleClear}
        >
          <Icon name="close" size={18} />
        </button>
      ) : null}
      {expanded && (
        <SearchSuggestionsPanel
          text={query}
          listboxId={listboxId}
          activeId={activeOption?.id}
          onOptionsChange={setOptions}
          onPick={handlePick}
        />
      )}
    </form>
  );
}
