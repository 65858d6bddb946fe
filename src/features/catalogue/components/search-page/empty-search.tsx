import { useEffect } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import { paths } from '../../../../platform/routing/paths';
import { buttonClass } from '../../../../platform/ui/button';
import { track } from '../../../analytics';
import { useSuggestions } from '../../api/suggestions-query';
import { SearchBox } from '../empty-results/search-box';
import {
  emptyClass,
  emptySubtitleClass,
  emptyTitleClass,
} from '../empty-results/empty-results.styles';
import {
  popularClass,
  popularLinkClass,
  popularListClass,
  popularTitleClass,
} from './search-page.styles';

/**
 * The empty-search page (spec §2 "popular and top searches"): what was searched, a search box to
 * try again, the shop's popular searches as links, and an emptySearch analytics event per query.
 */
export function EmptySearch({ query }: { query: string }) {
  const t = useT();
  const { queries: popular } = useSuggestions('', true);

  useEffect(() => {
    track({ type: 'emptySearch', query });
  }, [query]);

  return (
    <section className={emptyClass} aria-labelledby="empty-search-title">
      <h1 id="empty-search-title" className={emptyTitleClass}>
        {t('WEB.SEARCH.EMPTY.TITLE', { query })}
      </h1>
      <p className={emptySubtitleClass}>{t('WEB.SEARCH.EMPTY.SUBTITLE')}</p>
      <SearchBox initialQuery={query} />
      {popular.length > 0 && (
        <nav className={popularClass} aria-labelledby="popular-searches-title">
          <h2 id="popular-searches-title" className={popularTitleClass}>
            {t('WEB.SEARCH.SUGGESTIONS.POPULAR')}
          </h2>
          <ul className={popularListClass}>
            {popular.map((text) => (
              <li key={text}>
                <Link href={paths.search(text)} className={popularLinkClass}>
                  {text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Link href={paths.home()} className={buttonClass} data-variant="secondary">
        {t('WEB.LISTING.NORESULTS.HOME')}
      </Link>
    </section>
  );
}
