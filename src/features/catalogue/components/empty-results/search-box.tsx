import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import { paths } from '../../../../platform/routing/paths';
import { Button } from '../../../../platform/ui/button';
import { visuallyHidden } from '../../../../platform/ui/visually-hidden';
import { SEARCH_MAX_LENGTH } from '../../../../shared/constants';
import { sanitiseSearchQuery } from '../../logic/sanitise-query';
import { searchBoxClass, searchInputClass } from './empty-results.styles';

/** A search form for empty and prompt states; submitting needs some text after sanitising. */
export function SearchBox({ initialQuery = '' }: { initialQuery?: string }) {
  const t = useT();
  const id = useId();
  const [, navigate] = useLocation();
  const [text, setText] = useState(initialQuery);
  const query = sanitiseSearchQuery(text);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query) navigate(paths.search(query));
  };

  return (
    <form role="search" className={searchBoxClass} onSubmit={handleSubmit}>
      <label htmlFor={id} className={visuallyHidden}>
        {t('WEB.SEARCH.PAGE.LABEL')}
      </label>
      <input
        id={id}
        type="search"
        className={searchInputClass}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('WEB.SEARCH.PLACEHOLDER')}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" disabled={!query}>
        {t('WEB.SEARCH.LABEL')}
      </Button>
    </form>
  );
}
