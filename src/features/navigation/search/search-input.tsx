import { Icon } from '../../../platform/ui/icon';
import { useT } from '../../../platform/i18n/i18n-context';
import { visuallyHidden } from '../../../platform/ui/visually-hidden';
import { Form, InlineButton, Input } from './search-input.styles';
import { useSearchInput } from './use-search-input';

export interface SearchInputProps {
  /** element id of the input; two search boxes on one page need different ids */
  id?: string;
  /** "header" grows on focus on desktop; "page" fills its container */
  variant?: 'header' | 'page';
  /** id of a visible text naming this search landmark; two search landmarks need two names */
  labelledBy?: string;
}

/** The site search box: a search landmark with a labelled input, clear and submit buttons. */
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
    handleChange,
    handleFocus,
    handleClear,
    handleKeyDown,
    handleSubmit,
  } = useSearchInput();
  return (
    <Form
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
      <InlineButton type="submit" aria-label={t('WEB.SEARCH.SUBMIT')}>
        <Icon name="search" size={20} />
      </InlineButton>
      <Input
        ref={inputRef}
        id={id}
        type="search"
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
        <InlineButton type="button" aria-label={t('WEB.SEARCH.CLEAR')} onClick={handleClear}>
          <Icon name="close" size={18} />
        </InlineButton>
      ) : null}
    </Form>
  );
}
