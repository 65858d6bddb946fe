import { Link } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import { paths } from '../../../../platform/routing/paths';
import { buttonClass } from '../../../../platform/ui/button';
import { emptyClass, emptySubtitleClass, emptyTitleClass } from './empty-results.styles';
import { SearchBox } from './search-box';

export interface EmptyResultsProps {
  title: string;
  subtitle: string;
  /** the query to prefill the search box with; the box shows when this is given */
  query?: string;
  /** heading level: 2 below the page's h1; 1 when this is the page's only heading */
  headingLevel?: 1 | 2;
}

/** Spec §2 empty-results page: a title, a subtitle, a search box and a way back to shopping. */
export function EmptyResults({ title, subtitle, query, headingLevel = 2 }: EmptyResultsProps) {
  const t = useT();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={emptyClass}>
      <Heading className={emptyTitleClass}>{title}</Heading>
      <p className={emptySubtitleClass}>{subtitle}</p>
      {query !== undefined && <SearchBox initialQuery={query} />}
      <Link href={paths.home()} className={buttonClass} data-variant="secondary">
        {t('WEB.LISTING.NORESULTS.HOME')}
      </Link>
    </section>
  );
}
